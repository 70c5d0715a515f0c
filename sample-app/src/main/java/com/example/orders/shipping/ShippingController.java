package com.example.orders.shipping;

import java.util.Map;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

/**
 * Shipping quotes for orders, fetched from the carrier service over HTTP.
 */
@RestController
class ShippingController {

	private final CarrierClient carrierClient;

	ShippingController(CarrierClient carrierClient) {
		this.carrierClient = carrierClient;
	}

	@GetMapping("/orders/{id}/shipping")
	Map<String, Object> shipping(@PathVariable long id) {
		return Map.of("id", id, "quote", this.carrierClient.quote(id));
	}

}

package com.example.orders.order;

import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * Order endpoints that log as business code does: INFO for each step, a WARN now and
 * then, an ERROR with a stack trace when the payment provider fails.
 */
@RestController
class OrderController {

	private static final Logger logger = LogManager.getLogger(OrderController.class);

	private final PaymentClient paymentClient = new PaymentClient();

	@GetMapping("/orders/{id}")
	Map<String, Object> order(@PathVariable long id) {
		logger.info("Loading order {} from the order store", id);
		if (id % 20 == 0) {
			logger.warn("Order {} took {} ms to load, above the 250 ms budget", id, 250 + id % 100);
		}
		logger.debug("Order {} has {} lines", id, id % 7 + 1);
		return Map.of("id", id, "status", "CONFIRMED", "lines", id % 7 + 1);
	}

	@PostMapping("/orders/{id}/payment")
	ResponseEntity<Map<String, Object>> pay(@PathVariable long id) {
		logger.info("Charging order {}", id);
		try {
			String reference = this.paymentClient.charge(id);
			logger.info("Order {} paid, payment reference {}", id, reference);
			return ResponseEntity.ok(Map.of("id", id, "payment", reference));
		}
		catch (PaymentException ex) {
			logger.error("Payment for order {} failed", id, ex);
			return ResponseEntity.status(HttpStatus.BAD_GATEWAY).body(Map.of("id", id, "error", ex.getMessage()));
		}
	}

	/**
	 * Stand-in for a remote payment provider that fails for one order in ten.
	 */
	static final class PaymentClient {

		String charge(long orderId) {
			if (orderId % 10 == 7) {
				throw new PaymentException("provider answered 503 for order " + orderId);
			}
			return "PAY-" + orderId + "-" + ThreadLocalRandom.current().nextInt(1000, 9999);
		}

	}

	static final class PaymentException extends RuntimeException {

		private static final long serialVersionUID = 1L;

		PaymentException(String message) {
			super(message);
		}

	}

}

package com.example.orders.shipping;

import java.util.Map;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.http.client.HttpComponentsClientHttpRequestFactory;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

/**
 * Client of the remote carrier service that quotes shipping, over Apache HttpClient 5:
 * the client whose wire logger ({@code org.apache.hc.client5.http.wire}) logs every byte
 * sent and received at DEBUG.
 */
@Component
class CarrierClient {

	private static final Logger logger = LogManager.getLogger(CarrierClient.class);

	private final RestClient restClient;

	CarrierClient(@Value("${orders.carrier.base-url}") String baseUrl) {
		this.restClient = RestClient.builder()
			.requestFactory(new HttpComponentsClientHttpRequestFactory())
			.baseUrl(baseUrl)
			.build();
	}

	Map<String, Object> quote(long orderId) {
		logger.info("Asking the carrier for a shipping quote for order {}", orderId);
		return this.restClient.get()
			.uri("/quotes/{orderId}", orderId)
			.retrieve()
			.body(new ParameterizedTypeReference<Map<String, Object>>() {
			});
	}

}

package com.example.orders;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import com.sun.net.httpserver.HttpServer;

/**
 * A local stand-in for the carrier service that the sample app asks for shipping quotes:
 * {@code GET /quotes/{id}} answers a JSON quote of about 2 KB.
 */
final class CarrierServer implements AutoCloseable {

	private final HttpServer server;

	private final ExecutorService executor;

	private CarrierServer(HttpServer server, ExecutorService executor) {
		this.server = server;
		this.executor = executor;
	}

	static CarrierServer start() throws IOException {
		HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
		server.createContext("/quotes/", (exchange) -> {
			String id = exchange.getRequestURI().getPath().substring("/quotes/".length());
			byte[] body = quote(id).getBytes(StandardCharsets.UTF_8);
			exchange.getResponseHeaders().add("Content-Type", "application/json");
			exchange.sendResponseHeaders(200, body.length);
			try (OutputStream out = exchange.getResponseBody()) {
				out.write(body);
			}
		});
		ExecutorService executor = Executors.newFixedThreadPool(4);
		server.setExecutor(executor);
		server.start();
		return new CarrierServer(server, executor);
	}

	private static String quote(String id) {
		StringBuilder json = new StringBuilder(
				"{\"order\":\"" + id + "\",\"carrier\":\"ACME Freight\",\"price\":12.5,");
		json.append("\"legs\":[");
		for (int leg = 0; leg < 20; leg++) {
			json.append((leg > 0) ? "," : "")
				.append("{\"leg\":")
				.append(leg)
				.append(",\"from\":\"hub-")
				.append(leg)
				.append("\",\"to\":\"hub-")
				.append(leg + 1)
				.append("\",\"eta\":\"2026-11-2")
				.append(leg % 10)
				.append("T10:00:00Z\"}");
		}
		return json.append("]}").toString();
	}

	String baseUrl() {
		return "http://127.0.0.1:" + this.server.getAddress().getPort();
	}

	@Override
	public void close() {
		this.server.stop(0);
		this.executor.shutdownNow();
	}

}

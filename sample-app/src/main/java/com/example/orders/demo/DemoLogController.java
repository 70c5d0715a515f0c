package com.example.orders.demo;

import java.util.Locale;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

/**
 * Deterministic logging load: {@code GET /demo/log?lines=N&level=L} logs exactly N
 * parameterised lines of about 150 bytes at level L. Used by demos, benchmarks and tests.
 */
@RestController
class DemoLogController {

	static final int MAX_LINES = 100_000;

	private static final Logger logger = LogManager.getLogger(DemoLogController.class);

	@GetMapping("/demo/log")
	String log(@RequestParam(defaultValue = "10") int lines, @RequestParam(defaultValue = "INFO") String level) {
		if (lines < 0 || lines > MAX_LINES) {
			throw new ResponseStatusException(HttpStatus.BAD_REQUEST,
					"lines must be between 0 and " + MAX_LINES + " but was " + lines);
		}
		Level logLevel = parseLevel(level);
		long requestId = System.nanoTime();
		for (int i = 0; i < lines; i++) {
			logger.log(logLevel,
					"order {} for customer {} reserved {} items in warehouse {} at {} EUR, request {} line {} of {}",
					100_000 + i, "customer-4711", 3 + (i % 5), "eu-central-1b", 129.95, requestId, i + 1, lines);
		}
		return "logged " + lines + " lines at " + logLevel + "\n";
	}

	private static Level parseLevel(String level) {
		Level parsed = Level.getLevel(level.toUpperCase(Locale.ROOT));
		if (parsed == null || parsed == Level.OFF || parsed == Level.ALL) {
			throw new ResponseStatusException(HttpStatus.BAD_REQUEST,
					"level must be one of TRACE, DEBUG, INFO, WARN, ERROR, FATAL but was '" + level + "'");
		}
		return parsed;
	}

}

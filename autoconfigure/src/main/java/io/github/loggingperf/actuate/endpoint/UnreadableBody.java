package io.github.loggingperf.actuate.endpoint;

import org.springframework.util.Assert;

/**
 * What a write body held instead of a JSON object (another JSON value, text that is not
 * JSON, bytes that are not UTF-8). {@link JsonRequestBody} returns it as the only
 * argument of the request, under {@link #ARGUMENT}, so that the operation's invoker
 * refuses the request with a message naming the body and the fields the write takes, as
 * it refuses any other bad field, on both web stacks. A value of this type cannot come
 * from JSON, so a client cannot forge one.
 *
 * @param description the body as the client wrote it, with its JSON type
 * @author logging-perf
 */
record UnreadableBody(String description) {

	/**
	 * Name of the argument that holds an unreadable body, and of the field a refusal
	 * names.
	 */
	static final String ARGUMENT = "body";

	/**
	 * Create a description of an unreadable body.
	 * @param description the body as the client wrote it, with its JSON type
	 */
	UnreadableBody {
		Assert.hasText(description, "'description' must not be empty");
	}

}

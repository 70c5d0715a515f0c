package io.github.loggingperf.benchmarks.json;

import java.nio.ByteBuffer;

import org.apache.logging.log4j.core.layout.ByteBufferDestination;
import org.apache.logging.log4j.core.layout.ByteBufferDestinationHelper;

/**
 * A {@link ByteBufferDestination} with an 8 KB buffer, Log4j's default for a stream
 * appender, that throws away what it is given when the buffer is full: the layout's work
 * without the system call.
 *
 * @author logging-perf
 */
public final class DiscardingDestination implements ByteBufferDestination {

	private final ByteBuffer buffer = ByteBuffer.allocate(8 * 1024);

	@Override
	public ByteBuffer getByteBuffer() {
		return this.buffer;
	}

	@Override
	public ByteBuffer drain(ByteBuffer buf) {
		buf.clear();
		return buf;
	}

	@Override
	public void writeBytes(ByteBuffer data) {
		ByteBufferDestinationHelper.writeToUnsynchronized(data, this);
	}

	@Override
	public void writeBytes(byte[] data, int offset, int length) {
		ByteBufferDestinationHelper.writeToUnsynchronized(data, offset, length, this);
	}

}

package io.github.loggingperf.appender;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.Serializable;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.Appender;
import org.apache.logging.log4j.core.Core;
import org.apache.logging.log4j.core.Layout;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.appender.AbstractOutputStreamAppender;
import org.apache.logging.log4j.core.appender.ConsoleAppender.Target;
import org.apache.logging.log4j.core.appender.ManagerFactory;
import org.apache.logging.log4j.core.appender.OutputStreamManager;
import org.apache.logging.log4j.core.config.plugins.Plugin;
import org.apache.logging.log4j.core.config.plugins.PluginBuilderAttribute;
import org.apache.logging.log4j.core.config.plugins.PluginBuilderFactory;
import org.apache.logging.log4j.core.config.plugins.validation.constraints.Required;
import org.apache.logging.log4j.core.impl.Log4jLogEvent;
import org.apache.logging.log4j.message.SimpleMessage;
import org.jspecify.annotations.Nullable;

import io.github.loggingperf.EventLevels;

/**
 * A console appender, configured like Log4j's {@code Console} ({@code target},
 * {@code follow}, {@code direct}, a layout, filters), that honours
 * {@code immediateFlush}. Log4j's own console appender always flushes after every event,
 * whatever its configuration says (apache/logging-log4j2#4262): a system call per line.
 * {@link BatchFlush} puts this one in its place in all-async configurations, so that
 * standard output is written at the end of each batch of events instead.
 * <p>
 * When a write fails (the collector that reads standard output has gone), every event of
 * the buffer it carried is lost: each is reported to the appender's error handler, so
 * that the starter's failure counts hold all of them, by level, not only the event whose
 * write failed. Appending holds the manager's lock, so that no other thread's flush comes
 * between an event and the count of the buffer it is in. (Through {@code System.out}, a
 * {@link PrintStream}, no write fails: it swallows the error, as it does for Log4j's
 * console appender; with {@code direct="true"} a failure shows.)
 *
 * @author logging-perf
 * @since 0.1.0
 */
@Plugin(name = BatchFlushingConsoleAppender.PLUGIN_NAME, category = Core.CATEGORY_NAME,
		elementType = Appender.ELEMENT_TYPE, printObject = true)
public final class BatchFlushingConsoleAppender extends AbstractOutputStreamAppender<OutputStreamManager> {

	/**
	 * The name of this appender's element in a Log4j configuration.
	 */
	public static final String PLUGIN_NAME = "LoggingPerfConsole";

	private static final ManagerFactory<ConsoleStreamManager, ConsoleStream> MANAGERS = (name,
			stream) -> new ConsoleStreamManager(stream.output(), name, stream.layout());

	private final Target target;

	private final ConsoleStreamManager manager;

	private BatchFlushingConsoleAppender(Builder builder, Layout<? extends Serializable> layout,
			ConsoleStreamManager manager) {
		super(builder.getName(), layout, builder.getFilter(), builder.isIgnoreExceptions(), builder.isImmediateFlush(),
				builder.getPropertyArray(), manager);
		this.target = builder.target;
		this.manager = manager;
	}

	@Override
	public void append(LogEvent event) {
		synchronized (this.manager) {
			try {
				super.append(event);
			}
			finally {
				reportLost(event);
			}
		}
	}

	@Override
	protected void directEncodeEvent(LogEvent event) {
		getLayout().encode(event, this.manager);
		this.manager.buffered(event.getLevel());
		if (getImmediateFlush() || event.isEndOfBatch()) {
			this.manager.flush();
		}
	}

	@Override
	protected void writeByteArrayToManager(LogEvent event) {
		byte[] bytes = getLayout().toByteArray(event);
		if (bytes != null && bytes.length > 0) {
			this.manager.write(bytes, event.getLevel(), getImmediateFlush() || event.isEndOfBatch());
		}
	}

	/**
	 * Report a failed write of the given event, after the other events of the buffer it
	 * was in. Log4j's error handling counts the given event, and reports it a second time
	 * right after this, which the starter's handler recognises only if nothing was
	 * reported in between.
	 * @param msg the error message
	 * @param event the event whose write failed
	 * @param t the failure
	 */
	@Override
	public void error(String msg, LogEvent event, Throwable t) {
		this.manager.reported(event.getLevel());
		reportLost(event);
		super.error(msg, event, t);
	}

	private void reportLost(LogEvent event) {
		for (Level level : this.manager.takeLost()) {
			super.error("Unable to write to stream " + this.manager.getName() + " for appender " + getName(),
					lostEvent(level, event), this.manager.lastFailure());
		}
	}

	private static LogEvent lostEvent(Level level, LogEvent failed) {
		return Log4jLogEvent.newBuilder()
			.setLevel(level)
			.setLoggerName(failed.getLoggerName())
			.setMessage(new SimpleMessage("an event of a buffer that could not be written"))
			.setTimeMillis(failed.getTimeMillis())
			.build();
	}

	/**
	 * Return where this appender writes.
	 * @return standard output or standard error
	 */
	public Target getTarget() {
		return this.target;
	}

	/**
	 * Create a builder. Called by Log4j.
	 * @return a builder
	 */
	@PluginBuilderFactory
	public static Builder newBuilder() {
		return new Builder();
	}

	/**
	 * Builds a {@link BatchFlushingConsoleAppender} from the attributes of Log4j's
	 * {@code Console}.
	 */
	public static final class Builder extends AbstractOutputStreamAppender.Builder<Builder>
			implements org.apache.logging.log4j.core.util.Builder<BatchFlushingConsoleAppender> {

		@PluginBuilderAttribute
		@Required
		private Target target = Target.SYSTEM_OUT;

		@PluginBuilderAttribute
		private boolean follow;

		@PluginBuilderAttribute
		private boolean direct;

		private @Nullable OutputStream output;

		/**
		 * Set where the appender writes.
		 * @param target standard output or standard error
		 * @return this builder
		 */
		public Builder setTarget(Target target) {
			this.target = target;
			return this;
		}

		/**
		 * Set whether the appender writes to the stream {@code System.out} or
		 * {@code System.err} is at the time of each write, following
		 * {@code System.setOut} and {@code System.setErr}.
		 * @param follow whether to follow
		 * @return this builder
		 */
		public Builder setFollow(boolean follow) {
			this.follow = follow;
			return this;
		}

		/**
		 * Set whether the appender writes to the file descriptor itself, bypassing
		 * {@code System.out} and {@code System.err}.
		 * @param direct whether to write directly
		 * @return this builder
		 */
		public Builder setDirect(boolean direct) {
			this.direct = direct;
			return this;
		}

		/**
		 * Write to the given stream instead of the target's.
		 * @param output the stream
		 * @return this builder
		 */
		Builder setOutput(OutputStream output) {
			this.output = output;
			return this;
		}

		@Override
		public @Nullable BatchFlushingConsoleAppender build() {
			if (!isValid()) {
				return null;
			}
			if (this.direct && this.follow) {
				LOGGER.error("Cannot use both `direct` and `follow` on " + PLUGIN_NAME + " '{}'", getName());
				return null;
			}
			Layout<? extends Serializable> layout = getOrCreateLayout(this.target.getDefaultCharset());
			String managerName = PLUGIN_NAME + "." + this.target.name() + "." + this.follow + "." + this.direct
					+ ((this.output != null) ? "." + getName() : "");
			OutputStreamManager manager = OutputStreamManager.getManager(managerName,
					new ConsoleStream((this.output != null) ? this.output : stream(), layout), MANAGERS);
			if (!(manager instanceof ConsoleStreamManager consoleManager)) {
				LOGGER.error("The manager of " + PLUGIN_NAME + " '{}' is {}", getName(), manager);
				return null;
			}
			return new BatchFlushingConsoleAppender(this, layout, consoleManager);
		}

		private OutputStream stream() {
			boolean out = this.target == Target.SYSTEM_OUT;
			if (this.direct) {
				return new FileOutputStream(out ? FileDescriptor.out : FileDescriptor.err);
			}
			Supplier<PrintStream> system = out ? () -> System.out : () -> System.err;
			return new SystemStream(this.follow ? system : constant(system.get()));
		}

		private static Supplier<PrintStream> constant(PrintStream stream) {
			return () -> stream;
		}

	}

	/**
	 * What the manager of a console stream is made of.
	 */
	private record ConsoleStream(OutputStream output, Layout<? extends Serializable> layout) {
	}

	/**
	 * The manager of a console stream: Log4j's, which also counts, by level, the events
	 * in its buffer since the buffer was last written, and those of the buffers it could
	 * not write. Log4j's text encoders swallow a failed write of a full buffer in the
	 * middle of an event, so the failure is noted here, where the buffer is written.
	 */
	private static final class ConsoleStreamManager extends OutputStreamManager {

		private final int[] buffered = new int[EventLevels.ORDERED.size()];

		private final int[] lost = new int[EventLevels.ORDERED.size()];

		private @Nullable RuntimeException lastFailure;

		ConsoleStreamManager(OutputStream output, String name, Layout<? extends Serializable> layout) {
			super(output, name, layout, true);
		}

		synchronized void buffered(Level level) {
			this.buffered[index(level)]++;
		}

		synchronized void write(byte[] bytes, Level level, boolean flush) {
			write(bytes, false);
			this.buffered[index(level)]++;
			if (flush) {
				flush();
			}
		}

		/**
		 * Note that Log4j's own error handling reports an event of the given level, which
		 * the lost events may hold.
		 */
		synchronized void reported(Level level) {
			int index = index(level);
			this.lost[index] = Math.max(0, this.lost[index] - 1);
		}

		/**
		 * Return the levels of the events lost with the buffers that could not be
		 * written, one entry per event, and forget them; no list is made while none is
		 * lost, since every append asks.
		 */
		synchronized List<Level> takeLost() {
			List<Level> taken = List.of();
			for (int i = 0; i < this.lost.length; i++) {
				for (int n = 0; n < this.lost[i]; n++) {
					if (taken.isEmpty()) {
						taken = new ArrayList<>();
					}
					taken.add(Level.valueOf(EventLevels.ORDERED.get(i).name()));
				}
				this.lost[i] = 0;
			}
			return taken;
		}

		synchronized @Nullable RuntimeException lastFailure() {
			return this.lastFailure;
		}

		@Override
		protected synchronized void flushBuffer(ByteBuffer buffer) {
			try {
				super.flushBuffer(buffer);
			}
			catch (RuntimeException ex) {
				for (int i = 0; i < this.lost.length; i++) {
					this.lost[i] += this.buffered[i];
				}
				this.lastFailure = ex;
				throw ex;
			}
			finally {
				Arrays.fill(this.buffered, 0);
			}
		}

		private static int index(Level level) {
			return EventLevels.index(AppenderFailureCounts.logLevel(level));
		}

	}

	/**
	 * {@code System.out} or {@code System.err}, as the supplier gives it at each call,
	 * never closed: the JVM owns it.
	 */
	private static final class SystemStream extends FilterOutputStream {

		private final Supplier<PrintStream> stream;

		SystemStream(Supplier<PrintStream> stream) {
			super(stream.get());
			this.stream = stream;
		}

		@Override
		public void write(int b) {
			this.stream.get().write(b);
		}

		@Override
		public void write(byte[] b, int off, int len) {
			this.stream.get().write(b, off, len);
		}

		@Override
		public void flush() {
			this.stream.get().flush();
		}

		@Override
		public void close() throws IOException {
			flush();
		}

	}

}

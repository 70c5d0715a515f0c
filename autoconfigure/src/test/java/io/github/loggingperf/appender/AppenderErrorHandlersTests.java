package io.github.loggingperf.appender;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.Appender;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.appender.DefaultErrorHandler;
import org.apache.logging.log4j.core.config.ConfigurationSource;
import org.apache.logging.log4j.core.config.Reconfigurable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.location.LocationConfigurationFactory;
import io.github.loggingperf.log4j2.Log4j2ConfigurationListener;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link AppenderErrorHandlers}.
 */
class AppenderErrorHandlersTests {

	@TempDir
	Path directory;

	@Test
	void attachWhenReconfiguredShouldSetHandlersOnTheNewAppendersAndDestroyShouldRestore() throws Exception {
		Path file = this.directory.resolve("log4j2.xml");
		Files.writeString(file, """
				<Configuration status="OFF">
				  <Appenders><Console name="Console"/><File name="File" fileName="%s"/></Appenders>
				  <Loggers><Root level="info"><AppenderRef ref="Console"/><AppenderRef ref="File"/></Root></Loggers>
				</Configuration>""".formatted(this.directory.resolve("app.log")));
		LoggerContext context = new LoggerContext("handlers", null, file.toUri());
		context.start();
		try {
			AppenderFailureCounts counts = new AppenderFailureCounts();
			AppenderErrorHandlers handlers = new AppenderErrorHandlers(context, counts);
			Log4j2ConfigurationListener reattacher = new Log4j2ConfigurationListener(context, handlers::attach);
			handlers.afterPropertiesSet();
			reattacher.afterPropertiesSet();
			assertThat(context.getConfiguration().getAppenders().values()).extracting(Appender::getHandler)
				.allMatch(CountingErrorHandler.class::isInstance);
			assertThat(counts.all()).extracting("appender").containsExactly("Console", "File");
			Appender before = context.getConfiguration().getAppender("File");
			context.reconfigure();
			Appender after = context.getConfiguration().getAppender("File");
			assertThat(after).isNotSameAs(before);
			assertThat(after.getHandler()).isInstanceOf(CountingErrorHandler.class);
			reattacher.destroy();
			handlers.destroy();
			assertThat(context.getConfiguration().getAppenders().values()).extracting(Appender::getHandler)
				.allMatch(DefaultErrorHandler.class::isInstance);
		}
		finally {
			context.stop(1, TimeUnit.MINUTES);
		}
	}

	@Test
	void reloadShouldCountTheFailuresOfEventsWrittenBeforeTheContextTellsItsListeners() throws Exception {
		Path file = this.directory.resolve("log4j2.xml");
		Files.writeString(file, """
				<Configuration status="OFF">
				  <Appenders><File name="File" fileName="/dev/full" immediateFlush="true"/></Appenders>
				  <Loggers><Root level="info"><AppenderRef ref="File"/></Root></Loggers>
				</Configuration>""");
		LoggerContext context = new LoggerContext("window", null, (URI) null);
		context.start(new LocationConfigurationFactory().getConfiguration(context,
				ConfigurationSource.fromUri(file.toUri())));
		try {
			Logger logger = context.getLogger("window");
			// told before the starter's listener: an event written once the new
			// configuration is in force and before the context tells its listeners, as
			// the ring's background thread writes them while the old one stops
			context.addPropertyChangeListener((event) -> {
				if (event.getNewValue() != event.getOldValue()) {
					logger.error("written in the window");
				}
			});
			AppenderFailureCounts counts = new AppenderFailureCounts();
			AppenderErrorHandlers handlers = new AppenderErrorHandlers(context, counts);
			Log4j2ConfigurationListener reattacher = new Log4j2ConfigurationListener(context, handlers::attach);
			handlers.afterPropertiesSet();
			reattacher.afterPropertiesSet();
			logger.error("written before the reload");
			assertThat(counts.failed("File", LogLevel.ERROR)).isOne();
			context.onChange((Reconfigurable) context.getConfiguration());
			assertThat(counts.failed("File", LogLevel.ERROR)).isEqualTo(2);
			reattacher.destroy();
			handlers.destroy();
		}
		finally {
			context.stop(1, TimeUnit.MINUTES);
		}
	}

}

package io.github.loggingperf.appender;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.apache.logging.log4j.core.Appender;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.appender.DefaultErrorHandler;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

}

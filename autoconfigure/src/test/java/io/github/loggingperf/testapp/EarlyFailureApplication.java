package io.github.loggingperf.testapp;

import java.util.concurrent.TimeUnit;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LoggerContext;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.context.event.ApplicationEnvironmentPreparedEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;

/**
 * Child-JVM application whose startup fails before Spring Boot initialises logging, so
 * before Boot registers its own shutdown handler. Spring Boot's failure report is then
 * logged into the ring buffer, in front of a slow appender on the root logger, just
 * before the JVM exits. Arguments: output file, appender delay in microseconds.
 */
@Configuration(proxyBeanMethods = false)
public class EarlyFailureApplication {

	public static void main(String[] args) {
		SpringApplication application = new SpringApplication(EarlyFailureApplication.class);
		application.addListeners(new FailingListener(args[0], TimeUnit.MICROSECONDS.toNanos(Long.parseLong(args[1]))));
		application.run("--spring.main.web-application-type=none");
	}

	private record FailingListener(String file,
			long delayNanos) implements ApplicationListener<ApplicationEnvironmentPreparedEvent>, Ordered {

		@Override
		public void onApplicationEvent(ApplicationEnvironmentPreparedEvent event) {
			TestLoggers.addToRoot((LoggerContext) LogManager.getContext(false),
					new SlowFileAppender(this.file, this.delayNanos));
			throw new IllegalStateException("failing on purpose before logging is initialised");
		}

		@Override
		public int getOrder() {
			return Ordered.HIGHEST_PRECEDENCE;
		}

	}

}

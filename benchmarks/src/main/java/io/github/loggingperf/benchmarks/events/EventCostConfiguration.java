package io.github.loggingperf.benchmarks.events;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.ApplicationRunner;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

import io.github.loggingperf.LoggingPipeline;

/**
 * Adds the event cost run to the sample app: {@code --spring.main.sources} names this
 * class, and {@code benchmarks/event-cost/run.sh} puts it on the class path. The app then
 * runs the schedule of {@link EventCostRun} once it has started, and exits.
 *
 * @author logging-perf
 */
@Configuration(proxyBeanMethods = false)
public class EventCostConfiguration {

	@Bean
	ApplicationRunner eventCostRun(Environment environment, ObjectProvider<LoggingPipeline> pipeline,
			ConfigurableApplicationContext context) {
		return (arguments) -> {
			Thread run = new Thread(() -> {
				int status = new EventCostRun(EventCostSettings.from(environment), pipeline.getIfAvailable()).run();
				System.exit(status);
			}, "event-cost-run");
			run.start();
		};
	}

}

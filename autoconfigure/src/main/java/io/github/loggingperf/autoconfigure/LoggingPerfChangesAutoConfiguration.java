package io.github.loggingperf.autoconfigure;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.annotation.Bean;

import io.github.loggingperf.changes.LoggingChanges;
import io.github.loggingperf.changes.LoggingPerfChangeLog;
import io.github.loggingperf.fleet.FleetView;
import io.github.loggingperf.fleet.FleetWrites;
import io.github.loggingperf.levels.LoggerLevelOverrides;
import io.github.loggingperf.switches.RuntimeSwitches;

/**
 * Auto-configuration of the runtime changes, which every front end (the actuator
 * endpoint, MCP) makes through {@link LoggingChanges}, and of their audit trail.
 *
 * @author logging-perf
 * @since 0.1.0
 */
@AutoConfiguration(after = LoggingPerfAutoConfiguration.class)
@ConditionalOnBean({ LoggerLevelOverrides.class, RuntimeSwitches.class })
public final class LoggingPerfChangesAutoConfiguration {

	@Bean
	@ConditionalOnMissingBean
	LoggingPerfChangeLog loggingPerfChangeLog(ApplicationEventPublisher publisher) {
		return new LoggingPerfChangeLog(publisher);
	}

	@Bean
	@ConditionalOnMissingBean
	LoggingChanges loggingChanges(LoggerLevelOverrides overrides, RuntimeSwitches switches,
			LoggingPerfChangeLog changeLog, ObjectProvider<FleetWrites> fleetWrites,
			ObjectProvider<FleetView> fleetView) {
		return new LoggingChanges(overrides, switches, changeLog, fleetWrites::getIfAvailable,
				fleetView::getIfAvailable);
	}

}

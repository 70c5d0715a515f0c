package io.github.loggingperf.doctor.rules;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import org.apache.logging.log4j.core.LoggerContext;

import org.springframework.util.ClassUtils;

import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.doctor.DoctorContext;
import io.github.loggingperf.doctor.DoctorRule;
import io.github.loggingperf.doctor.LoggingDoctor;
import io.github.loggingperf.doctor.ProductionLikeRun;
import io.github.loggingperf.doctor.WrittenConfiguration;

/**
 * The rules the starter runs, one per smell, documented in {@code docs/doctor.md}, and
 * the doctors made of them.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public final class DoctorRules {

	private DoctorRules() {
	}

	/**
	 * Return the rules that need only a snapshot of the logging setup.
	 * @param classPresent tells whether a class, by name, is on the classpath
	 * @return the rules
	 */
	public static List<DoctorRule> standard(Predicate<String> classPresent) {
		return List.of(new AllAsyncRule(), new LocationCaptureRule(), new NestedLocationRule(),
				new ConsoleAndFileRule(), new ImmediateFlushRule(), new DoubleQueueRule(), new QueueFullPolicyRule(),
				new NoisyLoggersRule(classPresent), new RootLevelRule(), new KafkaAppenderRule(),
				new RingBufferSizeRule(), new MonitorIntervalRule());
	}

	/**
	 * Return the rules that check the pipeline itself (whether it is all-async, whether
	 * its queue-full policy blocks callers), whose findings the pipeline's startup report
	 * logs when the doctor does not report at startup. They need only the live
	 * configuration.
	 * @return the rules
	 */
	public static List<DoctorRule> pipeline() {
		return List.of(new AllAsyncRule(), new QueueFullPolicyRule());
	}

	/**
	 * Create the doctor of an application: the {@link #standard standard rules}, appender
	 * failures, how the configuration was loaded and the contributed rules, checked
	 * against the live configuration and the configuration as written.
	 * @param context the application's logger context
	 * @param pipeline the pipeline of that context
	 * @param productionLike tells whether this run looks like production
	 * @param classLoader the class loader whose classes and resources the rules look for
	 * @param contributed further rules, run after those (the fleet contributes one)
	 * @param clock the clock that timestamps appender failures
	 * @return the doctor
	 */
	public static LoggingDoctor applicationDoctor(LoggerContext context, LoggingPipeline pipeline,
			ProductionLikeRun productionLike, ClassLoader classLoader, List<DoctorRule> contributed, Clock clock) {
		Predicate<String> classPresent = (name) -> ClassUtils.isPresent(name, classLoader);
		List<DoctorRule> rules = new ArrayList<>(standard(classPresent));
		rules.add(new AppenderFailureRule(pipeline::appenderFailures, clock));
		rules.add(new StructuredConsoleRule(pipeline::fullRingWait, Runtime.getRuntime()::availableProcessors));
		rules.add(new ConfigurationLoadRule(classPresent, (name) -> classLoader.getResource(name) != null));
		rules.addAll(contributed);
		WrittenConfiguration written = new WrittenConfiguration();
		return new LoggingDoctor(() -> DoctorContext.of(context, pipeline, productionLike.reason(), written), rules);
	}

	/**
	 * Create a doctor that runs only the {@link #pipeline() pipeline rules}, for the
	 * pipeline's startup report when the doctor itself does not report at startup.
	 * @param context the application's logger context
	 * @param pipeline the pipeline of that context
	 * @return the doctor
	 */
	public static LoggingDoctor pipelineDoctor(LoggerContext context, LoggingPipeline pipeline) {
		return new LoggingDoctor(() -> DoctorContext.of(context, pipeline, null, null), pipeline());
	}

}

package io.github.loggingperf.log4j2;

import java.lang.management.ManagementFactory;

import com.sun.management.HotSpotDiagnosticMXBean;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link G1Collector}, against HotSpot's own flag in the running JVM.
 */
class G1CollectorTests {

	@Test
	void isInUseWhenHotSpotsUseG1GcFlagIsOn() {
		HotSpotDiagnosticMXBean hotSpot = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
		boolean useG1 = Boolean.parseBoolean(hotSpot.getVMOption("UseG1GC").getValue());
		assertThat(G1Collector.isInUse()).isEqualTo(useG1);
	}

}

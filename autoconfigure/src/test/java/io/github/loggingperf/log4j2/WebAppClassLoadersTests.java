package io.github.loggingperf.log4j2;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link WebAppClassLoaders}.
 */
class WebAppClassLoadersTests {

	@Test
	void theTestClassLoaderIsNotAWebApp() {
		assertThat(WebAppClassLoaders.isWebApp(getClass().getClassLoader())).isFalse();
		assertThat(WebAppClassLoaders.isWebApp(null)).isFalse();
	}

	@Test
	void aContainersWebAppClassLoaderOrAChildOfItIsAWebApp() {
		ClassLoader webApp = new ParallelWebappClassLoader(getClass().getClassLoader());
		assertThat(WebAppClassLoaders.isWebApp(webApp)).isTrue();
		assertThat(WebAppClassLoaders.isWebApp(new ClassLoader(webApp) {
		})).isTrue();
		assertThat(WebAppClassLoaders.isWebApp(new SubclassOfAWebAppLoader(getClass().getClassLoader()))).isTrue();
	}

	/**
	 * Named like Tomcat's.
	 */
	static class ParallelWebappClassLoader extends ClassLoader {

		ParallelWebappClassLoader(ClassLoader parent) {
			super(parent);
		}

	}

	static class SubclassOfAWebAppLoader extends ParallelWebappClassLoader {

		SubclassOfAWebAppLoader(ClassLoader parent) {
			super(parent);
		}

	}

}

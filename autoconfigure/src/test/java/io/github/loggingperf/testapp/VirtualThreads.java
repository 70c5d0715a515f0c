package io.github.loggingperf.testapp;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Whether a thread is virtual, read through {@code Thread.isVirtual()} on JDK 21 and
 * later (the project compiles for 17); {@code false} on earlier JDKs.
 */
public final class VirtualThreads {

	private static final MethodHandle IS_VIRTUAL = isVirtualMethod();

	private VirtualThreads() {
	}

	/**
	 * Return whether the thread is virtual.
	 * @param thread the thread
	 * @return whether it is virtual
	 */
	public static boolean isVirtual(Thread thread) {
		if (IS_VIRTUAL == null) {
			return false;
		}
		try {
			return (boolean) IS_VIRTUAL.invokeExact(thread);
		}
		catch (Throwable ex) {
			throw new IllegalStateException(ex);
		}
	}

	private static MethodHandle isVirtualMethod() {
		try {
			return MethodHandles.publicLookup()
				.findVirtual(Thread.class, "isVirtual", MethodType.methodType(boolean.class));
		}
		catch (NoSuchMethodException | IllegalAccessException ex) {
			return null;
		}
	}

}

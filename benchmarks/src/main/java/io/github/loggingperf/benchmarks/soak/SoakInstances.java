package io.github.loggingperf.benchmarks.soak;

import java.io.IOException;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

import tools.jackson.databind.JsonNode;

/**
 * The sample instances of a run, each a sequence of lives: the load goes to the current
 * life of each; a restart ends a life (its load withdrawn, its counts read, SIGTERM, its
 * output counted) and starts the next. Also runs the scheduled ends of faults.
 */
final class SoakInstances {

	private final SoakSetup setup;

	private final HttpClient http;

	private final OpenLoopLoad load;

	private final Map<String, SampleInstance> current = new ConcurrentHashMap<>();

	private final Map<String, Integer> ports = new ConcurrentHashMap<>();

	private final Map<String, Integer> lifeNumbers = new ConcurrentHashMap<>();

	private final Map<String, LogFiles> files = new ConcurrentHashMap<>();

	private final List<LifeResult> ended = new CopyOnWriteArrayList<>();

	private final ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor();

	private final List<ScheduledFuture<?>> scheduled = new CopyOnWriteArrayList<>();

	private final List<String> problems = new CopyOnWriteArrayList<>();

	private boolean diskFull;

	SoakInstances(SoakSetup setup, HttpClient http, OpenLoopLoad load) {
		this.setup = setup;
		this.http = http;
		this.load = load;
	}

	void start(String name, int port) throws Exception {
		this.ports.put(name, port);
		startLife(name);
	}

	private void startLife(String name) throws Exception {
		int life = this.lifeNumbers.merge(name, 1, Integer::sum);
		int port = Objects.requireNonNull(this.ports.get(name), name);
		SampleInstance instance = SampleInstance.start(name + "-" + life, port, this.setup, this.http);
		this.files.put(instance.name(), new LogFiles(instance.logDirectory()));
		this.current.put(name, instance);
		this.load.serve(instance);
	}

	/**
	 * End the current life of an instance and start the next: its load is withdrawn and
	 * its counts are read before SIGTERM (no demo event follows them), never while the
	 * file system is full: a failure while the ring drains at shutdown would go uncounted
	 * by this check, so the file system is not filled until the restart is over
	 * ({@link #fillDisk}).
	 * @param name the instance
	 * @param fillRing whether to stop reading its output for 3 s under load first, so
	 * that the ring is full when the load stops and still draining at SIGTERM
	 * @throws Exception if it cannot be restarted
	 */
	synchronized void restart(String name, boolean fillRing) throws Exception {
		while (this.diskFull) {
			wait();
		}
		SampleInstance instance = Objects.requireNonNull(this.current.get(name), name);
		if (fillRing) {
			instance.stall(true);
			Thread.sleep(3000);
		}
		this.load.stopServing(instance);
		instance.stall(false);
		this.load.awaitAnswers(instance);
		end(instance, instance.endpoint());
		startLife(name);
	}

	private void end(SampleInstance instance, JsonNode counts) throws Exception {
		int used = counts.path("ringBuffer").path("used").asInt();
		int exit = instance.terminate();
		LogFiles logFiles = Objects.requireNonNull(this.files.remove(instance.name()), instance.name());
		this.ended.add(new LifeResult(instance.name(), instance.startedAt(), instance.endedAt(),
				this.load.logged(instance.name()), this.load.uncertain(instance.name()), instance.console(),
				logFiles.collectAll(), counts, exit, used, instance.starterLines()));
	}

	/**
	 * End every life at the end of the run.
	 * @throws Exception if one cannot be ended
	 */
	synchronized void endAll() throws Exception {
		for (SampleInstance instance : this.current.values()) {
			this.load.withdraw(instance);
		}
		for (SampleInstance instance : List.copyOf(this.current.values())) {
			end(instance, instance.endpoint());
		}
		this.current.clear();
	}

	void collectRolledFiles() {
		for (LogFiles logFiles : this.files.values()) {
			try {
				logFiles.collectRolled();
			}
			catch (Exception ex) {
				this.problems.add("could not count rolled files: " + ex);
			}
		}
	}

	/**
	 * Run a full collection in every current instance (see
	 * {@link SampleInstance#collectGarbage}); an instance that is being restarted is left
	 * out.
	 */
	void collectGarbage() {
		for (SampleInstance instance : this.current.values()) {
			try {
				instance.collectGarbage(this.setup.jcmd());
			}
			catch (IOException ex) {
				this.problems.add("could not collect garbage: " + ex.getMessage());
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
				return;
			}
		}
	}

	SampleInstance any(Random random) {
		List<SampleInstance> instances = new ArrayList<>(this.current.values());
		instances.sort((a, b) -> a.name().compareTo(b.name()));
		return instances.get(random.nextInt(instances.size()));
	}

	List<SampleInstance> all() {
		return List.copyOf(this.current.values());
	}

	List<String> names() {
		return this.current.values().stream().map(SampleInstance::name).sorted().toList();
	}

	/**
	 * Fill the log file system, once no restart is under way.
	 * @param <T> what the start of the fault gives
	 * @param filler the file system's filler
	 * @param start starts the fault (records its time) just before the filling begins:
	 * appenders fail while the file system fills
	 * @return what {@code start} gave
	 * @throws IOException if it cannot be filled
	 */
	synchronized <T> T fillDisk(DiskFiller filler, Supplier<T> start) throws IOException {
		this.diskFull = true;
		T started = start.get();
		filler.fill();
		return started;
	}

	/**
	 * Give the log file system its space back, and let a waiting restart go on.
	 * @param filler the file system's filler
	 * @throws IOException if the filler's file cannot be deleted
	 */
	synchronized void emptyDisk(DiskFiller filler) throws IOException {
		filler.empty();
		this.diskFull = false;
		notifyAll();
	}

	/**
	 * Run an action after a delay (the end of a fault).
	 * @param seconds the delay
	 * @param action the action
	 */
	void after(long seconds, FaultEnd action) {
		this.scheduled.add(this.scheduler.schedule(() -> {
			try {
				action.run();
			}
			catch (Exception ex) {
				this.problems.add("a fault could not be ended: " + ex);
			}
		}, seconds, TimeUnit.SECONDS));
	}

	void awaitFaultEnds(Duration timeout) throws Exception {
		for (ScheduledFuture<?> future : this.scheduled) {
			future.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
		}
		this.scheduler.shutdown();
	}

	List<LifeResult> ended() {
		return this.ended;
	}

	List<String> problems() {
		return this.problems;
	}

	/**
	 * The end of a fault.
	 */
	@FunctionalInterface
	interface FaultEnd {

		void run() throws Exception;

	}

}

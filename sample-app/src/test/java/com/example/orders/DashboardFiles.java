package com.example.orders;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.jayway.jsonpath.DocumentContext;
import com.jayway.jsonpath.JsonPath;
import org.yaml.snakeyaml.Yaml;

/**
 * The dashboard and the alert rules in {@code docs/dashboards}, and the PromQL queries in
 * them.
 */
final class DashboardFiles {

	static final Path DIRECTORY = Path.of("../docs/dashboards");

	static final Path DASHBOARD = DIRECTORY.resolve("logging-perf.json");

	static final Path ALERT_RULES = DIRECTORY.resolve("logging-perf-alerts.yml");

	static final Path ALERT_RULES_TEST = DIRECTORY.resolve("logging-perf-alerts-test.yml");

	static final Path FLEET_ALERT_RULES = DIRECTORY.resolve("logging-perf-fleet-alerts.yml");

	static final Path FLEET_ALERT_RULES_TEST = DIRECTORY.resolve("logging-perf-fleet-alerts-test.yml");

	private static final Pattern IDENTIFIER = Pattern.compile("([a-zA-Z_:][a-zA-Z0-9_:]*)(\\s*\\()?");

	private static final Set<String> KEYWORDS = Set.of("and", "or", "unless", "bool", "offset", "by", "without", "on",
			"ignoring", "group_left", "group_right");

	private DashboardFiles() {
	}

	static DocumentContext dashboard() throws IOException {
		return JsonPath.parse(Files.readString(DASHBOARD));
	}

	/**
	 * Return every query of every panel of the dashboard.
	 * @return the queries, named after their panel
	 */
	static List<Query> panelQueries() throws IOException {
		List<Query> queries = new ArrayList<>();
		List<Map<String, Object>> panels = dashboard().read("$.panels[?(@.type != 'row')]");
		for (Map<String, Object> panel : panels) {
			List<String> expressions = JsonPath.read(panel, "$.targets[*].expr");
			if (expressions.isEmpty()) {
				throw new IllegalStateException("Panel '" + panel.get("title") + "' has no query");
			}
			expressions.forEach((expr) -> queries.add(new Query("panel " + panel.get("title"), expr)));
		}
		return queries;
	}

	/**
	 * Return the expression of every alert rule.
	 * @return the expressions, named after their alert
	 */
	@SuppressWarnings("unchecked")
	static List<Query> alertQueries() throws IOException {
		try (Reader reader = Files.newBufferedReader(ALERT_RULES)) {
			Map<String, Object> document = new Yaml().load(reader);
			List<Query> queries = new ArrayList<>();
			for (Map<String, Object> group : (List<Map<String, Object>>) document.get("groups")) {
				for (Map<String, Object> rule : (List<Map<String, Object>>) group.get("rules")) {
					queries.add(new Query("alert " + rule.get("alert"), rule.get("expr").toString()));
				}
			}
			return queries;
		}
	}

	/**
	 * Return the names of the metrics an expression selects.
	 * @param expr a PromQL expression without template variables
	 * @return the metric names
	 */
	static Set<String> metricNames(String expr) {
		String selectorsOnly = expr.replaceAll("\\{[^}]*}", " ")
			.replaceAll("\\[[^]]*]", " ")
			.replaceAll("\\b(by|without|on|ignoring|group_left|group_right)\\s*\\([^)]*\\)", " ")
			.replaceAll("\"[^\"]*\"", " ");
		Set<String> names = new TreeSet<>();
		Matcher matcher = IDENTIFIER.matcher(selectorsOnly);
		while (matcher.find()) {
			if (matcher.group(2) == null && !KEYWORDS.contains(matcher.group(1))) {
				names.add(matcher.group(1));
			}
		}
		return names;
	}

	/**
	 * A PromQL query from the dashboard or the rules.
	 *
	 * @param source the panel or alert it comes from
	 * @param expr the expression, with Grafana template variables
	 */
	record Query(String source, String expr) {

		String resolve(String application, String instance, String rateInterval) {
			return this.expr.replace("$application", application)
				.replace("$instance", instance)
				.replace("$__rate_interval", rateInterval);
		}

	}

}

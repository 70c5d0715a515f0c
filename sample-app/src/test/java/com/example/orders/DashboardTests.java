package com.example.orders;

import java.util.List;
import java.util.Map;

import com.jayway.jsonpath.DocumentContext;
import org.junit.jupiter.api.Test;

import com.example.orders.DashboardFiles.Query;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Grafana dashboard in {@code docs/dashboards} can be imported into a current
 * Grafana, asks for a Prometheus datasource, and every query of every panel is scoped by
 * the {@code application} and {@code instance} variables.
 */
class DashboardTests {

	@Test
	void dashboardIsACurrentSchemaWithAPrometheusDatasourceInput() throws Exception {
		DocumentContext dashboard = DashboardFiles.dashboard();
		assertThat(dashboard.read("$.schemaVersion", Integer.class)).isGreaterThanOrEqualTo(39);
		assertThat(dashboard.read("$.uid", String.class)).isEqualTo("logging-perf");
		List<Map<String, Object>> inputs = dashboard.read("$.__inputs");
		assertThat(inputs).singleElement().satisfies((input) -> {
			assertThat(input).containsEntry("type", "datasource").containsEntry("pluginId", "prometheus");
			assertThat(input.get("name")).isEqualTo("DS_PROMETHEUS");
		});
		List<String> variables = dashboard.read("$.templating.list[*].name");
		assertThat(variables).containsExactly("datasource", "application", "instance");
		List<String> datasources = dashboard.read("$.panels[?(@.type != 'row')].datasource.uid");
		assertThat(datasources).isNotEmpty().containsOnly("${datasource}");
	}

	@Test
	void everyPanelQueryIsScopedByApplicationAndInstance() throws Exception {
		List<Query> queries = DashboardFiles.panelQueries();
		assertThat(queries).hasSize(21);
		for (Query query : queries) {
			int selectors = query.expr().split("\\{", -1).length - 1;
			assertThat(query.expr().split("application=\"\\$application\", instance=~\"\\$instance\"", -1))
				.as(query.source())
				.hasSize(selectors + 1);
		}
	}

	@Test
	void dashboardHasThePanelsTheDocumentationLists() throws Exception {
		List<String> titles = DashboardFiles.dashboard().read("$.panels[?(@.type != 'row')].title");
		assertThat(titles).containsExactly("Events/s by level", "Discarded/s by level", "Share of events discarded",
				"Appender failures/s", "Ring buffer fill", "Remaining capacity", "Discard threshold",
				"Location capture", "Active overrides", "Oldest override without TTL", "Process CPU", "GC pause",
				"Fleet connected", "Fleet instances", "Pending fleet changes", "Fleet lag", "Fleet records/s",
				"Discarded/s, whole fleet");
	}

}

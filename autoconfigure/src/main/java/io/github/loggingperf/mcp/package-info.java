/**
 * The logging-perf tools of an application's MCP server: read the logging pipeline,
 * explain what makes logging slow, and change it for a limited time, under the endpoint's
 * rules.
 */
@NullMarked
package io.github.loggingperf.mcp;

import org.jspecify.annotations.NullMarked;

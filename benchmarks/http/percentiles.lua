-- wrk script: prints the latency percentiles wrk's own report leaves out, and the maximum, in microseconds.
done = function(summary, latency, requests)
	for _, p in ipairs({ 50, 99, 99.9 }) do
		io.write(string.format("percentile %g %d\n", p, latency:percentile(p)))
	end
	io.write(string.format("percentile 100 %d\n", latency.max))
end

package io.github.loggingperf.fleet.kafka;

import java.io.IOException;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A {@link SingleBroker} started once for a test class (register it as a static
 * {@code @RegisterExtension} field) behind a {@link BrokerAddress}, which can cut it off
 * from its clients and restore it.
 */
final class CuttableBroker implements BeforeAllCallback, AfterAllCallback {

	private @Nullable BrokerAddress address;

	@Override
	public void beforeAll(ExtensionContext context) throws IOException {
		BrokerAddress address = new BrokerAddress();
		address.startBroker();
		this.address = address;
	}

	@Override
	public void afterAll(ExtensionContext context) throws IOException {
		BrokerAddress address = this.address;
		this.address = null;
		if (address != null) {
			address.close();
		}
	}

	/**
	 * Return the address of the broker.
	 * @return the address, for clients and to cut the broker off
	 */
	BrokerAddress address() {
		BrokerAddress address = this.address;
		if (address == null) {
			throw new IllegalStateException("the broker runs only while its test class does");
		}
		return address;
	}

}

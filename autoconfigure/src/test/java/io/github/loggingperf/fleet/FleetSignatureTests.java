package io.github.loggingperf.fleet;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link FleetSignature}.
 */
class FleetSignatureTests {

	private final byte[] value = "{\"value\":\"DEBUG\"}".getBytes(StandardCharsets.UTF_8);

	@Test
	void verifyWhenSignedWithTheSameSecretShouldPass() {
		FleetSignature signature = FleetSignature.of("secret");
		byte[] signed = signature.sign("level:a", this.value);
		assertThat(signature.verify(new FleetMessage("level:a", this.value, signed, "t-0@1"))).isTrue();
	}

	@Test
	void verifyWhenUnsignedOrSignedWithAnotherSecretOrForAnotherKeyShouldFail() {
		FleetSignature signature = FleetSignature.of("secret");
		byte[] other = FleetSignature.of("other").sign("level:a", this.value);
		byte[] otherKey = signature.sign("level:b", this.value);
		assertThat(signature.verify(new FleetMessage("level:a", this.value, null, "t-0@1"))).isFalse();
		assertThat(signature.verify(new FleetMessage("level:a", this.value, other, "t-0@1"))).isFalse();
		assertThat(signature.verify(new FleetMessage("level:a", this.value, otherKey, "t-0@1"))).isFalse();
	}

	@Test
	void verifyWhenTombstoneShouldNotMatchASignatureOfAnEmptyValue() {
		FleetSignature signature = FleetSignature.of("secret");
		byte[] empty = signature.sign("level:a", new byte[0]);
		assertThat(signature.verify(new FleetMessage("level:a", null, empty, "t-0@1"))).isFalse();
		assertThat(signature.verify(new FleetMessage("level:a", null, signature.sign("level:a", null), "t-0@1")))
			.isTrue();
	}

	@Test
	void verifyWhenNoSecretShouldPassEverythingAndSignNothing() {
		FleetSignature signature = FleetSignature.of("");
		assertThat(signature.isEnabled()).isFalse();
		assertThat(signature.sign("level:a", this.value)).isNull();
		assertThat(signature.verify(new FleetMessage("level:a", this.value, null, "t-0@1"))).isTrue();
	}

	@ParameterizedTest
	@CsvSource({ "s3cr3t, 6", "not base64!, 11", "'élan', 5", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=, 32",
			"fleet-secret-of-the-endpoint-tests, 34", "0123456789abcdef0123456789abcdef, 24", "s3cr, 3" })
	void secretBytesShouldCountWhatAPaddedBase64SecretDecodesToAndTheUtf8BytesOfAnyOther(String secret, int bytes) {
		assertThat(FleetSignature.secretBytes(secret)).isEqualTo(bytes);
	}

	@Test
	void toStringShouldNotShowTheSecret() {
		assertThat(FleetSignature.of("s3cr3t")).hasToString("FleetSignature[HmacSHA256]")
			.asString()
			.doesNotContain("s3cr3t");
	}

}

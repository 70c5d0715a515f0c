package io.github.loggingperf.fleet;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Base64;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import org.jspecify.annotations.Nullable;

import org.springframework.util.Assert;

/**
 * HMAC-SHA256 signatures of fleet records, over the key and the value, so that write
 * access to the topics alone cannot change logging. The secret is never shown:
 * {@link #toString()} does not include it.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public final class FleetSignature {

	/**
	 * The fewest bytes a secret must hold: the length of an HMAC-SHA256 output, the key
	 * length RFC 2104 (section 3) recommends at least.
	 */
	public static final int MIN_SECRET_BYTES = 32;

	private static final String ALGORITHM = "HmacSHA256";

	private final @Nullable SecretKeySpec key;

	private FleetSignature(@Nullable SecretKeySpec key) {
		this.key = key;
	}

	/**
	 * Return the signatures of a fleet as configured: made with the secret, or none when
	 * running unsigned was chosen.
	 * @param secret the shared secret, empty when there is none
	 * @param unsigned whether running without a secret was chosen
	 * @return the signatures
	 * @throws FleetSecretMissingException if there is no secret and unsigned was not
	 * chosen
	 */
	public static FleetSignature configured(String secret, boolean unsigned) {
		if (secret.isEmpty() && !unsigned) {
			throw new FleetSecretMissingException();
		}
		return of(secret);
	}

	/**
	 * Return signatures made with the given secret, or none when it is empty.
	 * @param secret the shared secret, {@code null} or empty for unsigned records
	 * @return the signatures
	 */
	public static FleetSignature of(@Nullable String secret) {
		if (secret == null || secret.isEmpty()) {
			return new FleetSignature(null);
		}
		return new FleetSignature(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), ALGORITHM));
	}

	/**
	 * Return how many bytes of key a secret holds: the bytes it decodes to when it is
	 * padded Base64 of the standard alphabet, as {@code openssl rand -base64 32} prints
	 * it (a Base64 text carries fewer bytes of key than characters), its UTF-8 bytes
	 * otherwise.
	 * @param secret the secret
	 * @return the bytes of key it holds
	 */
	public static int secretBytes(String secret) {
		if (!secret.isEmpty() && secret.length() % 4 == 0) {
			try {
				return Base64.getDecoder().decode(secret).length;
			}
			catch (IllegalArgumentException ex) {
				// not Base64: a text secret
			}
		}
		return secret.getBytes(StandardCharsets.UTF_8).length;
	}

	/**
	 * Return whether records are signed and checked.
	 * @return whether there is a secret
	 */
	public boolean isEnabled() {
		return this.key != null;
	}

	/**
	 * Sign a record.
	 * @param key the record's key
	 * @param value the record's value, {@code null} for a tombstone
	 * @return the signature, {@code null} when there is no secret
	 */
	public byte @Nullable [] sign(String key, byte @Nullable [] value) {
		SecretKeySpec secret = this.key;
		if (secret == null) {
			return null;
		}
		try {
			Mac mac = Mac.getInstance(ALGORITHM);
			mac.init(secret);
			mac.update(key.getBytes(StandardCharsets.UTF_8));
			mac.update((byte) 0);
			if (value != null) {
				mac.update((byte) 1);
				mac.update(value);
			}
			return mac.doFinal();
		}
		catch (GeneralSecurityException ex) {
			throw new IllegalStateException("HmacSHA256 is not available", ex);
		}
	}

	/**
	 * Check a record's signature. Without a secret, every record passes.
	 * @param message the record
	 * @return whether the record may be used
	 */
	public boolean verify(FleetMessage message) {
		if (this.key == null) {
			return true;
		}
		byte[] signature = message.signature();
		byte[] expected = sign(message.key(), message.value());
		Assert.state(expected != null, "no signature");
		return signature != null && MessageDigest.isEqual(expected, signature);
	}

	@Override
	public String toString() {
		return "FleetSignature[" + (isEnabled() ? "HmacSHA256" : "none") + "]";
	}

}

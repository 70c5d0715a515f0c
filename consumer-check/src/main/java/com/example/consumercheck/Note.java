package com.example.consumercheck;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

/**
 * A note, stored with JPA in H2.
 */
@Entity
public class Note {

	@Id
	@GeneratedValue
	private Long id;

	@NotBlank
	@Size(max = 200)
	private String text;

	public Long getId() {
		return this.id;
	}

	public String getText() {
		return this.text;
	}

	public void setText(String text) {
		this.text = text;
	}

}

package com.example.consumercheck;

import java.util.List;

import jakarta.validation.Valid;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/**
 * Adds and lists notes, logging each addition through SLF4J as applications do.
 */
@RestController
@RequestMapping("/notes")
class NoteController {

	private static final Logger logger = LoggerFactory.getLogger(NoteController.class);

	private final NoteRepository notes;

	NoteController(NoteRepository notes) {
		this.notes = notes;
	}

	@PostMapping
	@ResponseStatus(HttpStatus.CREATED)
	Note add(@Valid @RequestBody Note note) {
		Note saved = this.notes.save(note);
		logger.info("Added note {}", saved.getId());
		return saved;
	}

	@GetMapping
	List<Note> list() {
		return this.notes.findAll();
	}

}

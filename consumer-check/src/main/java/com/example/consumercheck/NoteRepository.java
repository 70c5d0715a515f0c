package com.example.consumercheck;

import org.springframework.data.jpa.repository.JpaRepository;

/**
 * The notes.
 */
public interface NoteRepository extends JpaRepository<Note, Long> {

}

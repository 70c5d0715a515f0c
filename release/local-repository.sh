#!/usr/bin/env bash
# Makes a Maven local repository at $1 that holds everything in ~/.m2/repository except io/github/loggingperf.
#
# The release build and the consumer check use it (-Dmaven.repo.local=$1): what they resolve of this project can
# only come from the reactor or from the staging repository, never from an earlier install, and nothing they
# resolve or deploy is written into ~/.m2. Hard links make the copy take a second and no disk space; Maven
# writes new files beside them and replaces files by moving new ones in, so ~/.m2 is left as it was.
set -euo pipefail
target="${1:?usage: release/local-repository.sh DIRECTORY}"
source_repository="${MAVEN_SOURCE_REPOSITORY:-$HOME/.m2/repository}"
rm -rf "$target"
mkdir -p "$(dirname "$target")"
if [ -d "$source_repository" ]; then
	cp -al "$source_repository" "$target"
	rm -rf "$target/io/github/loggingperf"
else
	mkdir -p "$target"
fi

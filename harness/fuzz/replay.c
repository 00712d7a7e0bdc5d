/* Corpus replay: runs a fuzz target's entry point over every file of its
 * in-tree corpus (or the files and directories given), with a plain main, so
 * make check exercises the targets with any compiler and no libFuzzer.  TAP:
 * one point per input; a broken invariant aborts (cr-run reports the signal). */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz.h"

#ifndef FUZZ_NAME
#error "FUZZ_NAME (the corpus directory's name) must be defined"
#endif

#define FUZZ_MAX_INPUT (1u << 20)
static int n;

static int run_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	uint8_t *buf;
	size_t len;
	if (!f) {
		printf("Bail out! %s: %s\n", path, strerror(errno));
		exit(99);
	}
	buf = malloc(FUZZ_MAX_INPUT);
	if (!buf) {
		printf("Bail out! out of memory\n");
		exit(99);
	}
	len = fread(buf, 1, FUZZ_MAX_INPUT, f);
	fclose(f);
	/* An exact-size copy, so a sanitizer sees reads past the end. */
	uint8_t *exact = malloc(len ? len : 1);
	if (!exact) {
		printf("Bail out! out of memory\n");
		exit(99);
	}
	memcpy(exact, buf, len);
	free(buf);
	LLVMFuzzerTestOneInput(exact, len);
	free(exact);
	printf("ok %d - %s (%zu bytes)\n", ++n, path, len);
	return 0;
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void run_path(const char *path)
{
	struct stat st;
	DIR *d;
	struct dirent *e;
	char **names = NULL;
	size_t k = 0, cap = 0;
	if (stat(path, &st) < 0) {
		printf("Bail out! %s: %s\n", path, strerror(errno));
		exit(99);
	}
	if (!S_ISDIR(st.st_mode)) {
		run_file(path);
		return;
	}
	d = opendir(path);
	if (!d) {
		printf("Bail out! %s: %s\n", path, strerror(errno));
		exit(99);
	}
	while ((e = readdir(d))) {
		if (e->d_name[0] == '.')
			continue;
		if (k == cap) {
			char **p = realloc(names, (cap = cap ? cap * 2 : 64) * sizeof *names);
			if (!p)
				exit(99);
			names = p;
		}
		names[k] = malloc(strlen(path) + strlen(e->d_name) + 2);
		if (!names[k])
			exit(99);
		sprintf(names[k], "%s/%s", path, e->d_name);
		k++;
	}
	closedir(d);
	if (k)
		qsort(names, k, sizeof *names, by_name);
	for (size_t i = 0; i < k; i++) {
		run_file(names[i]);
		free(names[i]);
	}
	free(names);
}

int main(int argc, char **argv)
{
	char def[4096];
	setvbuf(stdout, NULL, _IOLBF, 0);
	if (argc > 1 && argv[1][0] == '-') {
		fprintf(stderr, "usage: %s [CORPUS-FILE-OR-DIR...]\n"
			"  default: $CR_SRCDIR/harness/fuzz/corpus/%s\n", argv[0], FUZZ_NAME);
		return strcmp(argv[1], "--help") && strcmp(argv[1], "-h") ? 2 : 0;
	}
	if (argc == 1) {
		const char *src = getenv("CR_SRCDIR");
		snprintf(def, sizeof def, "%s/harness/fuzz/corpus/%s", src && *src ? src : ".", FUZZ_NAME);
		run_path(def);
	}
	for (int i = 1; i < argc; i++)
		run_path(argv[i]);
	if (!n) {
		printf("Bail out! empty corpus\n");
		return 99;
	}
	printf("1..%d\n", n);
	return 0;
}

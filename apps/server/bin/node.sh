#!/bin/sh
# The one place the server's node settings live: `pnpm start`, `pnpm backup` and `pnpm restore` run
# their entry through it (`sh bin/node.sh dist/server/main.js`), so the commands are as small as
# the server. See docs/development.md (How the server starts).
# - glibc: two malloc arenas, and freed memory handed back to the system instead of kept as holes:
#   blocks from 32 KiB (rendered pages, compressed bodies, compression state) get pages of their
#   own, returned when freed, since glibc never returns a free hole in the middle of an arena.
# - V8: a 2 MiB young generation (a request's garbage dies young, a larger one only holds more of it
#   between collections); an old generation from 24 MiB, grown by 30% at a time (not 4x), for each
#   JavaScript heap (the main thread's and the embedded database thread's).
# - --liftoff-only: PGlite's WebAssembly stays on the baseline compiler (Node 22+ reads this flag
#   only from the command line; the optimising tier would compile a second, larger copy).
# - NODE_ENV production unless told otherwise: the server's own settings already default to it, but
#   React and the other libraries read the variable itself, and without it render in their
#   development builds (slower, larger, with development warnings).
export NODE_ENV="${NODE_ENV:-production}"
export MALLOC_ARENA_MAX=2 MALLOC_TRIM_THRESHOLD_=131072 MALLOC_MMAP_THRESHOLD_=32768
exec node --max-semi-space-size=2 --initial-old-space-size=24 --heap-growing-percent=30 --liftoff-only "$@"

# Where the Debian trixie root with the extra OpenCL runtimes lives (sourced by
# setup-runtimes.sh and in-trixie.sh). Outside the repo by default so that every worktree
# and clone on the machine shares one copy (about 1 GB, a few minutes to make).
TRIXIE_ROOT="${SPIRV_EMIT_TRIXIE_ROOT:-${XDG_CACHE_HOME:-$HOME/.cache}/spirv-emit/trixie-root}"
TRIXIE_STAMP="$TRIXIE_ROOT/.spirv-emit-ready"

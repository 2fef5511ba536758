# SPIRVEmitConfig.cmake: find_package(SPIRVEmit) support for the spirv-emit
# LLVM pass plugin (this repository), which turns OpenCL C compiled by clang
# (15, 16, 19 or 22) into SPIR-V.
#
#   find_package(SPIRVEmit REQUIRED)            # with SPIRVEmit_DIR=<repo>/cmake
#   spirv_emit_compile(kernels ALL SOURCES add.cl VALIDATE)
#
# clang compiles each kernel as it compiles OpenCL C to SPIR-V itself,
# `clang --target=spirv64 -c k.cl -o k.spv`: clang 22 runs the plugin as its
# code generator (-fpass-plugin); clang 15-19 run a program named llvm-spirv,
# here the spirv-emit command's link (-B <target dir>/release/bin).
# TRIPLE spir/spir64 keeps the older route (-emit-llvm, SPIRV_EMIT_OUT).
#
# Cache variables (set them with -D to override the defaults):
#   SPIRV_EMIT_CLANG      clang; default clang-NN with NN from the environment
#                         variable SPIRV_EMIT_LLVM (15, 16, 19, 22; default 16)
#   SPIRV_EMIT_PLUGIN     the plugin; default the one built for that clang's LLVM:
#                         <repo>/target/release (16) or <repo>/target/llvmNN/release
#   SPIRV_EMIT_SPIRV_VAL  spirv-val (optional; needed by VALIDATE)
#
# Results:
#   SPIRVEmit_FOUND, SPIRVEmit_VERSION, SPIRVEmit_ROOT
#   SPIRVEmit_PLUGIN, SPIRVEmit_CLANG, SPIRVEmit_SPIRV_VAL (empty if not found)
#   SPIRVEmit_COMMAND (the spirv-emit command built beside the plugin) and
#   SPIRVEmit_LINK_DIR (the directory of its llvm-spirv link, for clang -B)
#   SPIRVEmit_CLANG_VERSION, SPIRVEmit_LLVM_MAJOR
#   IMPORTED targets SPIRVEmit::plugin (MODULE library), SPIRVEmit::clang and,
#   when found, SPIRVEmit::spirv-val (executables); SPIRVEmit::spirv_emit (the
#   same library, SHARED, for the C/C++ API: its headers, LLVM's headers and
#   libLLVM-NN come with it) and SPIRVEmit_INCLUDE_DIR
#   SPIRVEmit_INSTALLED: TRUE when found in an installation (scripts/install.sh),
#   whose LLVM major it then serves (SPIRV_EMIT_LLVM does not apply)
#   the function spirv_emit_compile() (documented below and in README.md)
#
# Optional component: `spirv-val` (find_package(SPIRVEmit REQUIRED COMPONENTS
# spirv-val) fails when no validator is found).

if(CMAKE_VERSION VERSION_LESS 3.20)
  set(SPIRVEmit_FOUND FALSE)
  set(SPIRVEmit_NOT_FOUND_MESSAGE
      "SPIRVEmit needs CMake 3.20 or newer (DEPFILE support); this is CMake ${CMAKE_VERSION}.")
  return()
endif()

# Everything is found relative to this file: <repo>/cmake/SPIRVEmitConfig.cmake,
# or, installed by scripts/install.sh, <prefix>/lib/cmake/SPIRVEmit-NN/ beside
# SPIRVEmitInstalled.cmake, which says where the installed files are.
get_filename_component(SPIRVEmit_ROOT "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)
set(_spirv_emit_cmake_dir "${CMAKE_CURRENT_LIST_DIR}")
set(SPIRVEmit_INSTALLED FALSE)
if(EXISTS "${CMAKE_CURRENT_LIST_DIR}/SPIRVEmitInstalled.cmake")
  include("${CMAKE_CURRENT_LIST_DIR}/SPIRVEmitInstalled.cmake")
  set(SPIRVEmit_INSTALLED TRUE)
  get_filename_component(SPIRVEmit_ROOT "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
endif()

macro(_spirv_emit_not_found msg)
  set(SPIRVEmit_FOUND FALSE)
  set(SPIRVEmit_NOT_FOUND_MESSAGE "${msg}")
  unset(_spirv_emit_cmake_dir)
  return()
endmacro()

# --- clang ------------------------------------------------------------------
# The clang given (-DSPIRV_EMIT_CLANG), else clang-NN of the LLVM that
# SPIRV_EMIT_LLVM names (15, 16, 19 or 22; default 16). The plugin is then the
# one built for that clang's LLVM major.
if(SPIRVEmit_INSTALLED)
  set(_spirv_emit_llvm "${SPIRVEmit_INSTALLED_LLVM_MAJOR}")
elseif(DEFINED ENV{SPIRV_EMIT_LLVM} AND NOT "$ENV{SPIRV_EMIT_LLVM}" STREQUAL "")
  set(_spirv_emit_llvm "$ENV{SPIRV_EMIT_LLVM}")
else()
  set(_spirv_emit_llvm 16)
endif()
set(_spirv_emit_llvm_hints /usr/lib/llvm-${_spirv_emit_llvm}/bin)
find_program(SPIRV_EMIT_CLANG NAMES clang-${_spirv_emit_llvm}
             HINTS ${_spirv_emit_llvm_hints}
             DOC "clang (15, 16, 19 or 22), the compiler that loads the spirv-emit plugin")
find_program(SPIRV_EMIT_SPIRV_VAL NAMES spirv-val
             DOC "spirv-val from SPIRV-Tools (optional; used by spirv_emit_compile(... VALIDATE))")
unset(_spirv_emit_llvm_hints)

if(NOT SPIRV_EMIT_CLANG)
  _spirv_emit_not_found(
    "clang-${_spirv_emit_llvm} was not found. Install it (apt-get install clang-${_spirv_emit_llvm}, or run SPIRV_EMIT_LLVM=${_spirv_emit_llvm} ${SPIRVEmit_ROOT}/scripts/setup.sh) or set -DSPIRV_EMIT_CLANG=/path/to/clang.")
endif()
unset(_spirv_emit_llvm)
get_filename_component(SPIRVEmit_CLANG "${SPIRV_EMIT_CLANG}" ABSOLUTE)
execute_process(COMMAND "${SPIRVEmit_CLANG}" --version
                OUTPUT_VARIABLE _spirv_emit_clang_out ERROR_QUIET
                RESULT_VARIABLE _spirv_emit_clang_rc)
if(NOT _spirv_emit_clang_rc EQUAL 0 OR NOT _spirv_emit_clang_out MATCHES "clang version ([0-9]+(\\.[0-9]+)*)")
  _spirv_emit_not_found("${SPIRVEmit_CLANG} (SPIRV_EMIT_CLANG) does not run or is not clang.")
endif()
set(SPIRVEmit_CLANG_VERSION "${CMAKE_MATCH_1}")
unset(_spirv_emit_clang_out)
unset(_spirv_emit_clang_rc)
string(REGEX MATCH "^[0-9]+" SPIRVEmit_LLVM_MAJOR "${SPIRVEmit_CLANG_VERSION}")
if(NOT SPIRVEmit_LLVM_MAJOR MATCHES "^(15|16|19|22)$")
  _spirv_emit_not_found(
    "${SPIRVEmit_CLANG} is clang ${SPIRVEmit_CLANG_VERSION}; spirv-emit supports LLVM 15, 16, 19 and 22. Set -DSPIRV_EMIT_CLANG=/path/to/clang-22 (or 15, 16, 19).")
endif()

# --- the plugin -------------------------------------------------------------
# The plugin built for the clang's LLVM: target/release (LLVM 16, the cargo
# default) or target/llvmNN/release (cargo build --release
# --no-default-features --features llvmNN with CARGO_TARGET_DIR=target/llvmNN);
# installed: the installation's, for its LLVM only.
if(SPIRVEmit_INSTALLED AND NOT SPIRVEmit_LLVM_MAJOR STREQUAL SPIRVEmit_INSTALLED_LLVM_MAJOR)
  _spirv_emit_not_found(
    "${SPIRVEmit_CLANG} is clang ${SPIRVEmit_CLANG_VERSION}, but this spirv-emit (${CMAKE_CURRENT_LIST_DIR}) is installed for LLVM ${SPIRVEmit_INSTALLED_LLVM_MAJOR}.")
endif()
if(SPIRVEmit_INSTALLED)
  set(_spirv_emit_target_dir "")
  set(_spirv_emit_build "scripts/install.sh --llvm ${SPIRVEmit_LLVM_MAJOR} <prefix>")
elseif(SPIRVEmit_LLVM_MAJOR STREQUAL "16")
  set(_spirv_emit_target_dir "${SPIRVEmit_ROOT}/target")
  set(_spirv_emit_build "cargo build --release")
else()
  set(_spirv_emit_target_dir "${SPIRVEmit_ROOT}/target/llvm${SPIRVEmit_LLVM_MAJOR}")
  set(_spirv_emit_build "CARGO_TARGET_DIR=target/llvm${SPIRVEmit_LLVM_MAJOR} cargo build --release --no-default-features --features llvm${SPIRVEmit_LLVM_MAJOR}")
endif()
if(NOT DEFINED SPIRV_EMIT_PLUGIN OR "${SPIRV_EMIT_PLUGIN}" STREQUAL "")
  set(_spirv_emit_default_plugin "${_spirv_emit_target_dir}/release/libspirv_emit.so")
  if(SPIRVEmit_INSTALLED)
    set(_spirv_emit_default_plugin "${SPIRVEmit_INSTALLED_LIBRARY}")
  endif()
  set(SPIRV_EMIT_PLUGIN "${_spirv_emit_default_plugin}" CACHE FILEPATH
      "The spirv-emit LLVM pass plugin (libspirv_emit.so) built for the LLVM of SPIRV_EMIT_CLANG" FORCE)
  unset(_spirv_emit_default_plugin)
endif()
get_filename_component(SPIRVEmit_PLUGIN "${SPIRV_EMIT_PLUGIN}" ABSOLUTE)
if(NOT EXISTS "${SPIRVEmit_PLUGIN}" OR IS_DIRECTORY "${SPIRVEmit_PLUGIN}")
  set(_spirv_emit_msg "The spirv-emit plugin for LLVM ${SPIRVEmit_LLVM_MAJOR} (${SPIRVEmit_CLANG} is clang ${SPIRVEmit_CLANG_VERSION}) is not built: ${SPIRVEmit_PLUGIN} does not exist.\n")
  string(APPEND _spirv_emit_msg
         "Build it with the feature llvm${SPIRVEmit_LLVM_MAJOR}:\n"
         "    cd ${SPIRVEmit_ROOT} && SPIRV_EMIT_LLVM=${SPIRVEmit_LLVM_MAJOR} source scripts/setup.sh && ${_spirv_emit_build}\n"
         "or point -DSPIRV_EMIT_PLUGIN=/path/to/libspirv_emit.so at a copy built for LLVM ${SPIRVEmit_LLVM_MAJOR}.")
  _spirv_emit_not_found("${_spirv_emit_msg}")
endif()
# The spirv-emit command, built with the plugin (the workspace's cli crate),
# and its llvm-spirv link, which clang 15-19 run for SPIR-V targets.
set(SPIRVEmit_COMMAND "${_spirv_emit_target_dir}/release/spirv-emit")
set(SPIRVEmit_LINK_DIR "${_spirv_emit_target_dir}/release/bin")
if(SPIRVEmit_INSTALLED)
  set(SPIRVEmit_COMMAND "${SPIRVEmit_INSTALLED_COMMAND}")
  set(SPIRVEmit_LINK_DIR "${SPIRVEmit_INSTALLED_LINK_DIR}")
endif()
if(SPIRVEmit_LLVM_MAJOR LESS 22 AND NOT EXISTS "${SPIRVEmit_LINK_DIR}/llvm-spirv")
  _spirv_emit_not_found(
    "The spirv-emit command for LLVM ${SPIRVEmit_LLVM_MAJOR} is not built: ${SPIRVEmit_LINK_DIR}/llvm-spirv does not exist. Build the workspace (which builds it beside the plugin): cd ${SPIRVEmit_ROOT} && ${_spirv_emit_build}")
endif()
unset(_spirv_emit_target_dir)
unset(_spirv_emit_build)

# --- spirv-val (optional) ---------------------------------------------------
if(SPIRV_EMIT_SPIRV_VAL)
  get_filename_component(SPIRVEmit_SPIRV_VAL "${SPIRV_EMIT_SPIRV_VAL}" ABSOLUTE)
else()
  set(SPIRVEmit_SPIRV_VAL "")
endif()

foreach(_spirv_emit_comp IN LISTS SPIRVEmit_FIND_COMPONENTS)
  if(_spirv_emit_comp STREQUAL "spirv-val" AND SPIRVEmit_SPIRV_VAL)
    set(SPIRVEmit_${_spirv_emit_comp}_FOUND TRUE)
  else()
    set(SPIRVEmit_${_spirv_emit_comp}_FOUND FALSE)
    if(SPIRVEmit_FIND_REQUIRED_${_spirv_emit_comp})
      if(_spirv_emit_comp STREQUAL "spirv-val")
        _spirv_emit_not_found(
          "spirv-val was not found (component spirv-val). Install spirv-tools or set -DSPIRV_EMIT_SPIRV_VAL=/path/to/spirv-val.")
      else()
        _spirv_emit_not_found("Unknown SPIRVEmit component '${_spirv_emit_comp}' (known: spirv-val).")
      endif()
    endif()
  endif()
endforeach()
unset(_spirv_emit_comp)

# --- the C/C++ API ------------------------------------------------------------
# The same library as the plugin, linked by programs that translate in-process
# (spirv_emit.h, spirv_emit.hpp). It takes LLVM's symbols from the program, so
# the target brings LLVM's headers and libLLVM-NN.
if(SPIRVEmit_INSTALLED)
  set(SPIRVEmit_INCLUDE_DIR "${SPIRVEmit_INSTALLED_INCLUDE_DIR}")
  set(SPIRVEmit_LLVM_INCLUDE_DIR "${SPIRVEmit_INSTALLED_LLVM_INCLUDE_DIR}")
  set(SPIRVEmit_LLVM_LIBRARY "${SPIRVEmit_INSTALLED_LLVM_LIBRARY}")
else()
  set(SPIRVEmit_INCLUDE_DIR "${SPIRVEmit_ROOT}/plugin/include")
  find_program(_spirv_emit_llvm_config NAMES llvm-config-${SPIRVEmit_LLVM_MAJOR} llvm-config
               HINTS /usr/lib/llvm-${SPIRVEmit_LLVM_MAJOR}/bin NO_CACHE)
  set(SPIRVEmit_LLVM_INCLUDE_DIR "/usr/lib/llvm-${SPIRVEmit_LLVM_MAJOR}/include")
  set(_spirv_emit_llvm_libdir "/usr/lib/llvm-${SPIRVEmit_LLVM_MAJOR}/lib")
  if(_spirv_emit_llvm_config)
    execute_process(COMMAND "${_spirv_emit_llvm_config}" --includedir OUTPUT_VARIABLE SPIRVEmit_LLVM_INCLUDE_DIR
                    OUTPUT_STRIP_TRAILING_WHITESPACE)
    execute_process(COMMAND "${_spirv_emit_llvm_config}" --libdir OUTPUT_VARIABLE _spirv_emit_llvm_libdir
                    OUTPUT_STRIP_TRAILING_WHITESPACE)
  endif()
  set(SPIRVEmit_LLVM_LIBRARY "${_spirv_emit_llvm_libdir}/libLLVM-${SPIRVEmit_LLVM_MAJOR}.so")
  unset(_spirv_emit_llvm_config)
  unset(_spirv_emit_llvm_libdir)
endif()

# --- IMPORTED targets -------------------------------------------------------
if(NOT TARGET SPIRVEmit::spirv_emit)
  add_library(SPIRVEmit::spirv_emit SHARED IMPORTED)
endif()
set_target_properties(SPIRVEmit::spirv_emit PROPERTIES
  IMPORTED_LOCATION "${SPIRVEmit_PLUGIN}"
  IMPORTED_SONAME "libspirv_emit.so"
  INTERFACE_INCLUDE_DIRECTORIES "${SPIRVEmit_INCLUDE_DIR};${SPIRVEmit_LLVM_INCLUDE_DIR}"
  INTERFACE_LINK_LIBRARIES "${SPIRVEmit_LLVM_LIBRARY}")
if(NOT TARGET SPIRVEmit::plugin)
  add_library(SPIRVEmit::plugin MODULE IMPORTED)
endif()
set_target_properties(SPIRVEmit::plugin PROPERTIES IMPORTED_LOCATION "${SPIRVEmit_PLUGIN}")
if(NOT TARGET SPIRVEmit::clang)
  add_executable(SPIRVEmit::clang IMPORTED)
endif()
set_target_properties(SPIRVEmit::clang PROPERTIES IMPORTED_LOCATION "${SPIRVEmit_CLANG}")
if(SPIRVEmit_SPIRV_VAL AND NOT TARGET SPIRVEmit::spirv-val)
  add_executable(SPIRVEmit::spirv-val IMPORTED)
endif()
if(TARGET SPIRVEmit::spirv-val AND SPIRVEmit_SPIRV_VAL)
  set_target_properties(SPIRVEmit::spirv-val PROPERTIES IMPORTED_LOCATION "${SPIRVEmit_SPIRV_VAL}")
endif()

# The tools, for spirv_emit_compile() calls from any directory (variables are
# directory-scoped; global properties are not).
set_property(GLOBAL PROPERTY SPIRVEmit_PLUGIN "${SPIRVEmit_PLUGIN}")
set_property(GLOBAL PROPERTY SPIRVEmit_CLANG "${SPIRVEmit_CLANG}")
set_property(GLOBAL PROPERTY SPIRVEmit_LLVM_MAJOR "${SPIRVEmit_LLVM_MAJOR}")
set_property(GLOBAL PROPERTY SPIRVEmit_COMMAND "${SPIRVEmit_COMMAND}")
set_property(GLOBAL PROPERTY SPIRVEmit_LINK_DIR "${SPIRVEmit_LINK_DIR}")
set_property(GLOBAL PROPERTY SPIRVEmit_SPIRV_VAL "${SPIRVEmit_SPIRV_VAL}")
set_property(GLOBAL PROPERTY SPIRVEmit_CHECK_SCRIPT "${_spirv_emit_cmake_dir}/SPIRVEmitCheckOutput.cmake")
unset(_spirv_emit_cmake_dir)

#[=======================================================================[.rst:
spirv_emit_compile
------------------

::

  spirv_emit_compile(<target> [ALL]
                     SOURCES <file.cl>...
                     [OUTPUT_DIR <dir>]            # default ${CMAKE_CURRENT_BINARY_DIR}/<target>
                     [CL_STD <std>]                # default CL2.0 (2.0 means CL2.0)
                     [OPT_LEVEL <0|1|2|3|s|z>]     # default 2
                     [SPIRV_VERSION <1.0..1.6>]    # highest SPIR-V version the plugin may use
                     [TRIPLE <triple>]             # default spirv64 (spirv32, spirv64v1.N;
                                                   # spir/spir64: the -emit-llvm route)
                     [DEFINES <NAME[=value]>...]
                     [INCLUDE_DIRECTORIES <dir>...]
                     [COMPILE_OPTIONS <flag>...]   # extra clang flags
                     [DEPENDS <file>...]           # extra file dependencies
                     [TEXT]                        # also write <name>.spvasm
                     [VALIDATE]                    # run spirv-val on each output
                     [VALIDATE_OPTIONS <flag>...]  # extra spirv-val flags
                     [OUTPUT_VARIABLE <var>])      # set to the list of .spv files

Adds the custom target ``<target>`` that produces ``<OUTPUT_DIR>/<name>.spv``
for every ``<name>.cl`` in SOURCES, with ``clang --target=<TRIPLE> -c`` (the
by-product ``<name>.bc`` instead with a ``spir``/``spir64`` TRIPLE).
Each file is one custom command, depending on its source, the headers it
includes (through a clang depfile), the plugin and DEPENDS, so an edit
rebuilds just the affected modules. The list of .spv files is also stored in
the target properties ``SPIRV_EMIT_OUTPUTS`` and ``SPIRV_EMIT_OUTPUT_DIR``.
#]=======================================================================]
# A function records the policies in effect where it is defined: these, not
# the caller's (CMP0116 for DEPFILE paths, IN_LIST, ...).
cmake_policy(PUSH)
cmake_policy(VERSION 3.20...3.31)
function(spirv_emit_compile target)
  cmake_parse_arguments(PARSE_ARGV 1 arg
    "ALL;VALIDATE;TEXT"
    "OUTPUT_DIR;CL_STD;OPT_LEVEL;SPIRV_VERSION;TRIPLE;OUTPUT_VARIABLE"
    "SOURCES;DEFINES;INCLUDE_DIRECTORIES;COMPILE_OPTIONS;DEPENDS;VALIDATE_OPTIONS")
  set(fn "spirv_emit_compile(${target})")
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "${fn}: unknown arguments: ${arg_UNPARSED_ARGUMENTS}")
  endif()
  if(arg_KEYWORDS_MISSING_VALUES)
    message(FATAL_ERROR "${fn}: missing values for: ${arg_KEYWORDS_MISSING_VALUES}")
  endif()
  if(NOT arg_SOURCES)
    message(FATAL_ERROR "${fn}: no SOURCES given")
  endif()
  if(TARGET ${target})
    message(FATAL_ERROR "${fn}: a target named '${target}' already exists")
  endif()

  get_property(plugin GLOBAL PROPERTY SPIRVEmit_PLUGIN)
  get_property(clang GLOBAL PROPERTY SPIRVEmit_CLANG)
  get_property(spirv_val GLOBAL PROPERTY SPIRVEmit_SPIRV_VAL)
  get_property(check_script GLOBAL PROPERTY SPIRVEmit_CHECK_SCRIPT)
  if(NOT plugin OR NOT clang)
    message(FATAL_ERROR "${fn}: call find_package(SPIRVEmit REQUIRED) first")
  endif()
  if(arg_VALIDATE AND NOT spirv_val)
    message(FATAL_ERROR
      "${fn}: VALIDATE needs spirv-val, which was not found. Install spirv-tools or set -DSPIRV_EMIT_SPIRV_VAL=/path/to/spirv-val.")
  endif()
  if(arg_VALIDATE_OPTIONS AND NOT arg_VALIDATE)
    message(FATAL_ERROR "${fn}: VALIDATE_OPTIONS given without VALIDATE")
  endif()

  # Options, with defaults and checks.
  if(NOT DEFINED arg_CL_STD)
    set(arg_CL_STD "CL2.0")
  elseif(arg_CL_STD MATCHES "^[0-9]+\\.[0-9]+$")
    set(arg_CL_STD "CL${arg_CL_STD}")
  endif()
  if(NOT DEFINED arg_OPT_LEVEL)
    set(arg_OPT_LEVEL 2)
  endif()
  string(REGEX REPLACE "^-?O" "" arg_OPT_LEVEL "${arg_OPT_LEVEL}")
  if(NOT arg_OPT_LEVEL MATCHES "^[0123sz]$")
    message(FATAL_ERROR "${fn}: OPT_LEVEL must be one of 0 1 2 3 s z, not '${arg_OPT_LEVEL}'")
  endif()
  if(DEFINED arg_SPIRV_VERSION AND NOT arg_SPIRV_VERSION MATCHES "^1\\.[0-6]$")
    message(FATAL_ERROR "${fn}: SPIRV_VERSION must be 1.0 to 1.6, not '${arg_SPIRV_VERSION}'")
  endif()
  if(NOT DEFINED arg_TRIPLE)
    set(arg_TRIPLE spirv64)
  endif()
  # SPIR-V triples: clang's own route (its code generator on 22, llvm-spirv before).
  set(clang_route FALSE)
  if(arg_TRIPLE MATCHES "^spirv(32|64)")
    set(clang_route TRUE)
  endif()
  if(NOT DEFINED arg_OUTPUT_DIR)
    set(arg_OUTPUT_DIR "${CMAKE_CURRENT_BINARY_DIR}/${target}")
  endif()
  get_filename_component(outdir "${arg_OUTPUT_DIR}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
  file(MAKE_DIRECTORY "${outdir}")

  # The environment is set explicitly, so SPIRV_EMIT_* variables of the shell
  # that runs the build cannot change what it produces.
  set(env_args --unset=SPIRV_EMIT_VERSION --unset=SPIRV_EMIT_TEXT)
  if(DEFINED arg_SPIRV_VERSION)
    list(APPEND env_args "SPIRV_EMIT_VERSION=${arg_SPIRV_VERSION}")
  endif()
  if(arg_TEXT)
    list(APPEND env_args "SPIRV_EMIT_TEXT=1")
  endif()

  get_property(llvm_major GLOBAL PROPERTY SPIRVEmit_LLVM_MAJOR)
  get_property(link_dir GLOBAL PROPERTY SPIRVEmit_LINK_DIR)
  get_property(command GLOBAL PROPERTY SPIRVEmit_COMMAND)
  set(flags "-cl-std=${arg_CL_STD}" "--target=${arg_TRIPLE}" "-O${arg_OPT_LEVEL}")
  set(tool_dep "${plugin}")
  if(NOT clang_route)
    list(APPEND flags "-fpass-plugin=${plugin}" -c -emit-llvm)
  elseif(llvm_major GREATER_EQUAL 22)
    list(APPEND flags "-fpass-plugin=${plugin}")
  else()
    list(APPEND flags -B "${link_dir}")
    set(tool_dep "${command}")
  endif()
  foreach(d IN LISTS arg_DEFINES)
    list(APPEND flags "-D${d}")
  endforeach()
  foreach(dir IN LISTS arg_INCLUDE_DIRECTORIES)
    if(NOT dir MATCHES "^\\$<")
      get_filename_component(dir "${dir}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    endif()
    list(APPEND flags "-I${dir}")
  endforeach()
  list(APPEND flags ${arg_COMPILE_OPTIONS})

  set(extra_deps)
  foreach(dep IN LISTS arg_DEPENDS)
    if(NOT dep MATCHES "^\\$<" AND NOT TARGET "${dep}")
      get_filename_component(dep "${dep}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    endif()
    list(APPEND extra_deps "${dep}")
  endforeach()

  # Header dependencies through clang's depfile, where the generator supports it.
  set(use_depfile FALSE)
  if(CMAKE_GENERATOR MATCHES "Ninja|Makefiles")
    set(use_depfile TRUE)
  endif()

  set(check_args "-DSPV_FILE=<spv>" "-DSOURCE=<src>")
  if(arg_VALIDATE)
    list(APPEND check_args "-DSPIRV_VAL=${spirv_val}")
  endif()

  get_property(all_outputs GLOBAL PROPERTY SPIRVEmit_ALL_OUTPUTS)
  set(spvs)
  set(sources)
  set(names)
  foreach(src IN LISTS arg_SOURCES)
    get_filename_component(src "${src}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    get_source_file_property(generated "${src}" GENERATED)
    if(NOT EXISTS "${src}" AND NOT generated)
      message(FATAL_ERROR "${fn}: source ${src} does not exist")
    endif()
    get_filename_component(name "${src}" NAME_WLE)
    if(name IN_LIST names)
      message(FATAL_ERROR
        "${fn}: two sources named '${name}' would both write ${outdir}/${name}.spv; compile them with separate spirv_emit_compile() calls and OUTPUT_DIRs")
    endif()
    list(APPEND names "${name}")
    set(spv "${outdir}/${name}.spv")
    set(bc "${outdir}/${name}.bc")
    if(spv IN_LIST all_outputs)
      message(FATAL_ERROR "${fn}: ${spv} is already produced by another spirv_emit_compile() call; use a different OUTPUT_DIR")
    endif()
    list(APPEND all_outputs "${spv}")

    set(byproducts)
    if(NOT clang_route)
      list(APPEND byproducts "${bc}")
    endif()
    if(arg_TEXT)
      list(APPEND byproducts "${outdir}/${name}.spvasm")
    endif()
    set(depfile_args)
    set(depfile_opt)
    if(use_depfile)
      set(depfile_args -MD -MF "${outdir}/${name}.d" -MT "${spv}")
      set(depfile_opt DEPFILE "${outdir}/${name}.d")
    endif()
    string(REPLACE "<spv>" "${spv}" this_check_args "${check_args}")
    string(REPLACE "<src>" "${src}" this_check_args "${this_check_args}")
    set(validate_tail)
    if(arg_VALIDATE_OPTIONS)
      set(validate_tail -- ${arg_VALIDATE_OPTIONS})
    endif()

    if(clang_route)
      # clang writes the module as its output (-c), its text with -S (TEXT).
      set(compile COMMAND "${CMAKE_COMMAND}" -E env ${env_args}
                  "${clang}" ${flags} -c ${depfile_args} "${src}" -o "${spv}")
      if(arg_TEXT)
        list(APPEND compile COMMAND "${CMAKE_COMMAND}" -E env ${env_args}
                    "${clang}" ${flags} -S "${src}" -o "${outdir}/${name}.spvasm")
      endif()
    else()
      set(compile COMMAND "${CMAKE_COMMAND}" -E env ${env_args} "SPIRV_EMIT_OUT=${spv}"
                  "${clang}" ${flags} ${depfile_args} "${src}" -o "${bc}")
    endif()
    add_custom_command(
      OUTPUT "${spv}"
      BYPRODUCTS ${byproducts}
      # No stale module survives a failed compile.
      COMMAND "${CMAKE_COMMAND}" -E rm -f "${spv}"
      ${compile}
      # Checks that the module was written and, with VALIDATE, validates it
      # (an invalid module is deleted, so the next build retries).
      COMMAND "${CMAKE_COMMAND}" ${this_check_args} -P "${check_script}" ${validate_tail}
      MAIN_DEPENDENCY "${src}"
      DEPENDS "${tool_dep}" "${check_script}" ${extra_deps}
      ${depfile_opt}
      WORKING_DIRECTORY "${outdir}"
      COMMENT "spirv-emit: ${name}.spv (${target})"
      VERBATIM COMMAND_EXPAND_LISTS)
    list(APPEND spvs "${spv}")
    list(APPEND sources "${src}")
  endforeach()
  set_property(GLOBAL PROPERTY SPIRVEmit_ALL_OUTPUTS "${all_outputs}")

  set(all_opt)
  if(arg_ALL)
    set(all_opt ALL)
  endif()
  add_custom_target(${target} ${all_opt} DEPENDS ${spvs} SOURCES ${sources})
  set_target_properties(${target} PROPERTIES
    SPIRV_EMIT_OUTPUTS "${spvs}"
    SPIRV_EMIT_OUTPUT_DIR "${outdir}")
  if(arg_OUTPUT_VARIABLE)
    set(${arg_OUTPUT_VARIABLE} "${spvs}" PARENT_SCOPE)
  endif()
endfunction()

cmake_policy(POP)

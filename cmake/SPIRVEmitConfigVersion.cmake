# Version file for find_package(SPIRVEmit [version]).
#
# The package version is the workspace version in <repo>/Cargo.toml, so it
# never drifts from the plugin it describes. Compatibility follows Cargo's
# semver reading: same major version (for 0.x: same minor version), and not
# older than the requested version. Version ranges (CMake >= 3.19) work too.

set(PACKAGE_VERSION "0.0.0")
set(_spirv_emit_cargo "${CMAKE_CURRENT_LIST_DIR}/../Cargo.toml")
if(EXISTS "${_spirv_emit_cargo}")
  file(STRINGS "${_spirv_emit_cargo}" _spirv_emit_version_line
       REGEX "^[ \t]*version[ \t]*=[ \t]*\"[0-9]+\\.[0-9]+\\.[0-9]+")
  list(GET _spirv_emit_version_line 0 _spirv_emit_version_line)
  if(_spirv_emit_version_line MATCHES "\"([0-9]+\\.[0-9]+\\.[0-9]+)")
    set(PACKAGE_VERSION "${CMAKE_MATCH_1}")
  endif()
endif()
if(EXISTS "${CMAKE_CURRENT_LIST_DIR}/SPIRVEmitInstalled.cmake")
  # Installed (scripts/install.sh): the version recorded there; with several
  # LLVM majors installed, SPIRV_EMIT_LLVM (when set) picks which one is found.
  include("${CMAKE_CURRENT_LIST_DIR}/SPIRVEmitInstalled.cmake")
  set(PACKAGE_VERSION "${SPIRVEmit_INSTALLED_VERSION}")
  if(DEFINED ENV{SPIRV_EMIT_LLVM} AND NOT "$ENV{SPIRV_EMIT_LLVM}" STREQUAL ""
     AND NOT "$ENV{SPIRV_EMIT_LLVM}" STREQUAL SPIRVEmit_INSTALLED_LLVM_MAJOR)
    set(PACKAGE_VERSION "${PACKAGE_VERSION} (LLVM ${SPIRVEmit_INSTALLED_LLVM_MAJOR}, not SPIRV_EMIT_LLVM=$ENV{SPIRV_EMIT_LLVM})")
    set(PACKAGE_VERSION_UNSUITABLE TRUE)
    set(PACKAGE_VERSION_COMPATIBLE FALSE)
    return()
  endif()
endif()
unset(_spirv_emit_cargo)
unset(_spirv_emit_version_line)

set(PACKAGE_VERSION_COMPATIBLE FALSE)
set(PACKAGE_VERSION_EXACT FALSE)

if(PACKAGE_FIND_VERSION_RANGE)
  # find_package(SPIRVEmit 0.1...<0.3): only the bounds matter.
  if((PACKAGE_FIND_VERSION_RANGE_MIN STREQUAL "INCLUDE" AND PACKAGE_VERSION VERSION_LESS PACKAGE_FIND_VERSION_MIN)
     OR (PACKAGE_FIND_VERSION_RANGE_MAX STREQUAL "INCLUDE" AND PACKAGE_VERSION VERSION_GREATER PACKAGE_FIND_VERSION_MAX)
     OR (PACKAGE_FIND_VERSION_RANGE_MAX STREQUAL "EXCLUDE" AND PACKAGE_VERSION VERSION_GREATER_EQUAL PACKAGE_FIND_VERSION_MAX))
    set(PACKAGE_VERSION_COMPATIBLE FALSE)
  else()
    set(PACKAGE_VERSION_COMPATIBLE TRUE)
  endif()
elseif(NOT DEFINED PACKAGE_FIND_VERSION OR PACKAGE_FIND_VERSION STREQUAL "")
  set(PACKAGE_VERSION_COMPATIBLE TRUE)
elseif(PACKAGE_VERSION VERSION_LESS PACKAGE_FIND_VERSION)
  set(PACKAGE_VERSION_COMPATIBLE FALSE)
else()
  string(REGEX MATCH "^([0-9]+)\\.([0-9]+)" _spirv_emit_have "${PACKAGE_VERSION}")
  set(_spirv_emit_have_major "${CMAKE_MATCH_1}")
  set(_spirv_emit_have_minor "${CMAKE_MATCH_2}")
  if(NOT PACKAGE_FIND_VERSION_MAJOR STREQUAL _spirv_emit_have_major)
    set(PACKAGE_VERSION_COMPATIBLE FALSE)
  elseif(_spirv_emit_have_major STREQUAL "0"
         AND PACKAGE_FIND_VERSION_COUNT GREATER 1
         AND NOT PACKAGE_FIND_VERSION_MINOR STREQUAL _spirv_emit_have_minor)
    set(PACKAGE_VERSION_COMPATIBLE FALSE)
  else()
    set(PACKAGE_VERSION_COMPATIBLE TRUE)
  endif()
  if(PACKAGE_FIND_VERSION VERSION_EQUAL PACKAGE_VERSION)
    set(PACKAGE_VERSION_EXACT TRUE)
  endif()
  unset(_spirv_emit_have)
  unset(_spirv_emit_have_major)
  unset(_spirv_emit_have_minor)
endif()

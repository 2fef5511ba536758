# Build-time step of spirv_emit_compile(), run after clang:
#   cmake -DSPV_FILE=<out.spv> -DSOURCE=<in.cl> [-DSPIRV_VAL=<spirv-val>]
#         -P SPIRVEmitCheckOutput.cmake [-- <spirv-val options>...]
# Fails when clang succeeded but wrote no module (the plugin did not run), and
# with SPIRV_VAL runs the validator, deleting a module that does not pass so
# that the next build compiles it again instead of keeping an invalid file.

if(NOT DEFINED SPV_FILE)
  message(FATAL_ERROR "SPIRVEmitCheckOutput.cmake: SPV_FILE is not set")
endif()

if(NOT EXISTS "${SPV_FILE}")
  message(FATAL_ERROR
    "spirv-emit: clang compiled ${SOURCE} but ${SPV_FILE} was not written; "
    "was the plugin loaded (-fpass-plugin) and SPIRV_EMIT_OUT honoured?")
endif()

if(DEFINED SPIRV_VAL AND NOT SPIRV_VAL STREQUAL "")
  # Options for spirv-val follow a `--` on the command line.
  set(options)
  set(seen_separator FALSE)
  math(EXPR last "${CMAKE_ARGC} - 1")
  foreach(i RANGE 1 ${last})
    if(seen_separator)
      list(APPEND options "${CMAKE_ARGV${i}}")
    elseif(CMAKE_ARGV${i} STREQUAL "--")
      set(seen_separator TRUE)
    endif()
  endforeach()

  execute_process(COMMAND "${SPIRV_VAL}" ${options} "${SPV_FILE}"
                  RESULT_VARIABLE rc
                  OUTPUT_VARIABLE out
                  ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    file(REMOVE "${SPV_FILE}")
    string(STRIP "${out}" out)
    message(FATAL_ERROR
      "spirv-emit: ${SPV_FILE} (from ${SOURCE}) failed validation (${SPIRV_VAL} ${options}, exit ${rc}); the file was deleted.\n${out}")
  endif()
endif()

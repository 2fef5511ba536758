//! Per-instruction debug locations: DebugScope (with DebugInlinedAt) and
//! OpLine (DebugLine in NonSemantic.Shader.DebugInfo.200) before each
//! instruction whose location differs from the previous one; DebugNoScope
//! and OpNoLine (DebugNoLine) before an instruction without one. Both end at
//! a block's end (SPIR-V 2.4; OpenCL.DebugInfo.100 DebugScope), so the state
//! restarts in each SPIR-V block. Phis get nothing (they open their block).

use super::encode::{self, Arg};
use crate::llvm::debug::DiLocation;
use crate::llvm::{Opcode, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::debug::variables;
use crate::lower::module::debug_state::{DebugInfo, LineState};
use crate::options::DebugFlavour;
use spirv_writer::spirv::Op;
use spirv_writer::{Id, Operand};

/// Starts a function body: NonSemantic sets tie the DebugFunction to the
/// function with DebugFunctionDefinition in its entry block.
pub(crate) fn begin_debug_function(f: &mut FunctionLowering<'_>, function_id: Id) {
    let Some(mut d) = f.module().debug.take() else { return };
    d.lines = LineState::default();
    if let Some(subprogram) = f.function.subprogram().filter(|_| d.non_semantic()) {
        let scope = d.scope_id(&mut f.module().m, Some(subprogram));
        let operands = d.encode(
            &mut f.module().m,
            encode::FUNCTION_DEFINITION,
            vec![Arg::Id(scope), Arg::Id(function_id)],
        );
        f.emit(Op::ExtInst, Some(d.void), operands);
    }
    f.module().debug = Some(d);
}

/// Declares `i`'s location (or its absence) if it differs from what the
/// current block last declared.
pub(crate) fn emit_debug_location(f: &mut FunctionLowering<'_>, i: Value) {
    if i.opcode() == Some(Opcode::Phi) {
        return;
    }
    let Some(mut d) = f.module().debug.take() else { return };
    emit_location(f, &mut d, i.debug_location());
    f.module().debug = Some(d);
}

/// The debug records attached before `i` (LLVM 19+): each one's location,
/// then its DebugDeclare/DebugValue, as an `llvm.dbg.*` call at the same
/// place would give.
pub(crate) fn lower_debug_records(f: &mut FunctionLowering<'_>, i: Value) {
    if f.module().debug.is_none() {
        return;
    }
    for (location, variable) in i.debug_records() {
        if let Some(mut d) = f.module().debug.take() {
            emit_location(f, &mut d, location);
            f.module().debug = Some(d);
        }
        variables::lower_variable_location(f, variable);
    }
}

fn emit_location(f: &mut FunctionLowering<'_>, d: &mut DebugInfo, location: Option<DiLocation>) {
    // A merge instruction must stay right before its branch.
    if matches!(f.last_body_opcode(), Some(Op::LoopMerge | Op::SelectionMerge)) {
        return;
    }
    let label = f.current_label();
    if d.lines.label != label {
        d.lines = LineState { label, ..LineState::default() };
    }
    let void = d.void;
    let Some(location) = location else {
        if d.lines.scope.take().is_some() {
            let operands = d.encode(&mut f.module().m, encode::NO_SCOPE, vec![]);
            f.emit(Op::ExtInst, Some(void), operands);
        }
        if d.lines.line.take().is_some() {
            if d.flavour == DebugFlavour::NonSemantic200 {
                let operands = d.encode(&mut f.module().m, encode::NO_LINE, vec![]);
                f.emit(Op::ExtInst, Some(void), operands);
            } else {
                f.emitter().void_ids(Op::NoLine, &[]);
            }
        }
        return;
    };
    let m = &mut f.module().m;
    let scope = d.scope_id(m, Some(location.scope));
    if Some(scope) == d.none {
        return;
    }
    let inlined = location.inlined_at.and_then(|n| d.inlined_at(m, n));
    if d.lines.scope != Some((scope, inlined)) {
        let mut args = vec![Arg::Id(scope)];
        args.extend(inlined.map(Arg::Id));
        let operands = d.encode(m, encode::SCOPE, args);
        f.emit(Op::ExtInst, Some(void), operands);
        d.lines.scope = Some((scope, inlined));
    }
    let m = &mut f.module().m;
    let Some(file) = location.scope.file().or_else(|| d.compile_unit.file()) else { return };
    let (source, path) = d.source(m, file);
    let line = (path, location.line, location.column);
    if d.lines.line == Some(line) {
        return;
    }
    d.lines.line = Some(line);
    if d.flavour == DebugFlavour::NonSemantic200 {
        let (l, c) = (location.line, location.column);
        let operands = d.encode(
            m,
            encode::LINE,
            vec![Arg::Id(source), Arg::Lit(l), Arg::Lit(l), Arg::Lit(c), Arg::Lit(c)],
        );
        f.emit(Op::ExtInst, Some(void), operands);
    } else {
        f.emit_void(
            Op::Line,
            vec![
                Operand::IdRef(path),
                Operand::LiteralBit32(location.line),
                Operand::LiteralBit32(location.column),
            ],
        );
    }
}

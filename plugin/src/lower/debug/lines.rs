//! Per-instruction debug locations: DebugScope (with DebugInlinedAt) and
//! OpLine (DebugLine in NonSemantic.Shader.DebugInfo.200) before each
//! instruction whose location differs from the previous one; DebugNoScope
//! and OpNoLine (DebugNoLine) before an instruction without one. Both end at
//! a block's end (SPIR-V 2.4; OpenCL.DebugInfo.100 DebugScope), so the state
//! restarts in each SPIR-V block. Phis get nothing (they open their block).

use super::encode::{self, Arg};
use super::DebugInfo;
use crate::llvm::debug::DiLocation;
use crate::llvm::{Opcode, Value};
use crate::lower::body::function::FunctionLowering;
use crate::options::DebugFlavour;
use spirv_writer::spirv::Op;
use spirv_writer::{Id, Operand};

/// What the current SPIR-V block has declared so far.
#[derive(Default)]
pub struct LineState {
    label: Id,
    scope: Option<(Id, Option<Id>)>,
    line: Option<(Id, u32, u32)>,
}

impl FunctionLowering<'_> {
    /// Starts a function body: NonSemantic sets tie the DebugFunction to the
    /// function with DebugFunctionDefinition in its entry block.
    pub fn begin_debug_function(&mut self, function_id: Id) {
        let Some(mut d) = self.ml.debug.take() else { return };
        d.lines = LineState::default();
        if let Some(subprogram) = self.function.subprogram().filter(|_| d.non_semantic()) {
            let scope = d.scope_id(&mut self.ml.m, Some(subprogram));
            let operands = d.encode(
                &mut self.ml.m,
                encode::FUNCTION_DEFINITION,
                vec![Arg::Id(scope), Arg::Id(function_id)],
            );
            self.emit(Op::ExtInst, Some(d.void), operands);
        }
        self.ml.debug = Some(d);
    }

    /// Declares `i`'s location (or its absence) if it differs from what the
    /// current block last declared.
    pub fn emit_debug_location(&mut self, i: Value) {
        if i.opcode() == Some(Opcode::Phi) {
            return;
        }
        let Some(mut d) = self.ml.debug.take() else { return };
        self.emit_location(&mut d, i.debug_location());
        self.ml.debug = Some(d);
    }

    /// The debug records attached before `i` (LLVM 19+): each one's location,
    /// then its DebugDeclare/DebugValue, as an `llvm.dbg.*` call at the same
    /// place would give.
    pub fn lower_debug_records(&mut self, i: Value) {
        if self.ml.debug.is_none() {
            return;
        }
        for (location, variable) in i.debug_records() {
            if let Some(mut d) = self.ml.debug.take() {
                self.emit_location(&mut d, location);
                self.ml.debug = Some(d);
            }
            self.lower_variable_location(variable);
        }
    }

    fn emit_location(&mut self, d: &mut DebugInfo, location: Option<DiLocation>) {
        // A merge instruction must stay right before its branch.
        if matches!(self.last_body_opcode(), Some(Op::LoopMerge | Op::SelectionMerge)) {
            return;
        }
        let label = self.current_label();
        if d.lines.label != label {
            d.lines = LineState { label, ..LineState::default() };
        }
        let void = d.void;
        let Some(location) = location else {
            if d.lines.scope.take().is_some() {
                let operands = d.encode(&mut self.ml.m, encode::NO_SCOPE, vec![]);
                self.emit(Op::ExtInst, Some(void), operands);
            }
            if d.lines.line.take().is_some() {
                if d.flavour == DebugFlavour::NonSemantic200 {
                    let operands = d.encode(&mut self.ml.m, encode::NO_LINE, vec![]);
                    self.emit(Op::ExtInst, Some(void), operands);
                } else {
                    self.emitter().void_ids(Op::NoLine, &[]);
                }
            }
            return;
        };
        let m = &mut self.ml.m;
        let scope = d.scope_id(m, Some(location.scope));
        if Some(scope) == d.none {
            return;
        }
        let inlined = location.inlined_at.and_then(|n| d.inlined_at(m, n));
        if d.lines.scope != Some((scope, inlined)) {
            let mut args = vec![Arg::Id(scope)];
            args.extend(inlined.map(Arg::Id));
            let operands = d.encode(m, encode::SCOPE, args);
            self.emit(Op::ExtInst, Some(void), operands);
            d.lines.scope = Some((scope, inlined));
        }
        let m = &mut self.ml.m;
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
            self.emit(Op::ExtInst, Some(void), operands);
        } else {
            self.emit_void(
                Op::Line,
                vec![
                    Operand::IdRef(path),
                    Operand::LiteralBit32(location.line),
                    Operand::LiteralBit32(location.column),
                ],
            );
        }
    }
}

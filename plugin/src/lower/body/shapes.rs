//! Control-flow builders: the few block shapes lowerings make themselves
//! (kernels need no structured control flow, so none carries a merge
//! instruction). A `Selection` (like naga's) is a region entered only when a
//! condition holds: `open_selection`, emit its work, `close_selection` or
//! `close_selection_phi` (the value from the region or the one from before).
//! `counted_loop` runs a body for k = 0..count; `repeat_until` repeats a
//! round until it says it is done, `retry_loop` the same carrying one value.
//! A `Switch` has one block per case: `open_switch`, emit each case and end
//! it with `next_case` (its value), `close_switch` gives the (value, block)
//! pairs for the merge's phi.

use crate::diagnostics::LowerError;
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::instructions::{branch, branch_conditional, switch, unreachable};
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;
use spirv_writer::{Id, Operand};

/// An open conditional region: the block before it and its merge block.
#[derive(Clone, Copy, Debug)]
#[must_use = "a selection is closed by close_selection or close_selection_phi"]
pub struct Selection {
    before: Id,
    merge: Id,
}

/// An open OpSwitch: its case blocks, the one being emitted, where control
/// goes when no case matches, and what the cases gave.
#[must_use = "a switch is closed by close_switch"]
pub struct Switch {
    cases: Vec<Id>,
    /// The default block when it is not the last case (it is unreachable).
    default: Option<Id>,
    merge: Id,
    case: usize,
    incoming: Vec<(Id, Id)>,
}

/// Where an OpSwitch goes when no case literal matches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SwitchDefault {
    /// The last case (its literal is not written: the selector is known to
    /// hold one of the literals).
    LastCase,
    /// A block of its own that is unreachable.
    Unreachable,
}

impl FunctionLowering<'_> {
    /// Ends the current block with a branch on `condition`: to a new block, now
    /// current, where the region's work goes, or past the region.
    pub fn open_selection(&mut self, condition: Id) -> Selection {
        let before = self.current_label();
        let (then, merge) = (self.new_label(), self.new_label());
        self.finish_block(branch_conditional(condition, then, merge), then);
        Selection { before, merge }
    }

    /// Ends the region: lowering continues after it.
    pub fn close_selection(&mut self, selection: Selection) {
        self.finish_block(branch(selection.merge), selection.merge);
    }

    /// Ends the region and gives the `ty` value that is `inside` when the region
    /// ran (its value at the region's end), else `before` (the value before it).
    pub fn close_selection_phi(&mut self, selection: Selection, ty: Id, inside: Id, before: Id) -> Id {
        let last = self.current_label();
        self.close_selection(selection);
        self.emitter().phi(ty, &[(inside, last), (before, selection.before)])
    }

    /// `for (k = 0; k < count; k++) body(k)`, unsigned, as blocks: the current
    /// block branches to a header (OpPhi k), which branches to the body or on
    /// to a new block where lowering continues. `body` must not split blocks.
    pub fn counted_loop(
        &mut self,
        count: Id,
        count_type: Id,
        body: &mut dyn FnMut(&mut Self, Id) -> LowerResult<()>,
    ) -> LowerResult<()> {
        let (header, body_label, exit) = (self.new_label(), self.new_label(), self.new_label());
        let entry = self.current_label();
        self.finish_block(branch(header), header);
        let (k, next) = (self.module().m.alloc_id(), self.module().m.alloc_id());
        let zero = self.module().int_constant(count_type, 0);
        let one = self.module().int_constant(count_type, 1);
        self.emitter_as(k).phi(count_type, &[(zero, entry), (next, body_label)]);
        let bool_type = self.module().m.type_bool();
        let more = self.emitter().binary(Op::ULessThan, bool_type, k, count);
        self.finish_block(branch_conditional(more, body_label, exit), body_label);
        body(self, k)?;
        if self.current_label() != body_label {
            return Err(LowerError::Internal("a loop body split its block"));
        }
        self.emitter_as(next).binary(Op::IAdd, count_type, k, one);
        self.finish_block(branch(header), exit);
        Ok(())
    }

    /// A loop repeating `round` until the condition it gives holds (a blocking
    /// call retried until it succeeds); lowering continues after the loop.
    /// The round must not split its block.
    pub fn repeat_until(&mut self, round: impl FnOnce(&mut Self) -> LowerResult<Id>) -> LowerResult<()> {
        let (header, done) = (self.new_label(), self.new_label());
        self.finish_block(branch(header), header);
        let finished = round(self)?;
        if self.current_label() != header {
            return Err(LowerError::Internal("a repeated round split its block"));
        }
        self.finish_block(branch_conditional(finished, done, header), done);
        Ok(())
    }

    /// A loop carrying one `ty` value: `initial` (emitted before the loop)
    /// gives its first value; each `round` gets the value carried in and the id
    /// it must define as the value carried to the next round, and gives the
    /// condition that ends the loop (and what the loop yields). The round must
    /// not split its block; lowering continues after the loop.
    pub fn retry_loop<T>(
        &mut self,
        ty: Id,
        initial: impl FnOnce(&mut Self) -> Id,
        round: impl FnOnce(&mut Self, Id, Id) -> LowerResult<(Id, T)>,
    ) -> LowerResult<T> {
        let (header, done) = (self.new_label(), self.new_label());
        let first = initial(self);
        let before = self.current_label();
        self.finish_block(branch(header), header);
        let (carried, next) = (self.module().m.alloc_id(), self.module().m.alloc_id());
        self.emitter_as(carried).phi(ty, &[(first, before), (next, header)]);
        let (finished, yielded) = round(self, carried, next)?;
        if self.current_label() != header {
            return Err(LowerError::Internal("a retry loop's round split its block"));
        }
        self.finish_block(branch_conditional(finished, done, header), done);
        Ok(yielded)
    }

    /// Ends the current block with an OpSwitch on `selector` to one new block
    /// per case literal (`literals`: LiteralBit32 or LiteralBit64 operands);
    /// the first case's block is now current.
    pub fn open_switch(&mut self, selector: Id, literals: Vec<Operand>, default: SwitchDefault) -> Switch {
        let cases: Vec<Id> = literals.iter().map(|_| self.new_label()).collect();
        let default = (default == SwitchDefault::Unreachable).then(|| self.new_label());
        let merge = self.new_label();
        let (default_label, written) = match default {
            Some(label) => (label, literals.len()),
            None => (cases[cases.len() - 1], cases.len() - 1),
        };
        let targets = literals.into_iter().zip(cases.iter().copied()).take(written);
        let first = cases.first().copied().unwrap_or(default_label);
        self.finish_block(switch(selector, default_label, targets), first);
        Switch { cases, default, merge, case: 0, incoming: Vec::new() }
    }

    /// Ends the current case, whose result is `value` (if it has one), and
    /// goes on to the next case's block (or past the cases).
    pub fn next_case(&mut self, switch: &mut Switch, value: Option<Id>) {
        if let Some(value) = value {
            switch.incoming.push((value, self.current_label()));
        }
        switch.case += 1;
        let next = switch.cases.get(switch.case).copied().or(switch.default).unwrap_or(switch.merge);
        self.finish_block(branch(switch.merge), next);
    }

    /// Ends the switch (the unreachable default block, if it has one);
    /// lowering continues in the merge block. Gives each case's (value, block).
    pub fn close_switch(&mut self, switch: Switch) -> Vec<(Id, Id)> {
        if switch.default.is_some() {
            self.finish_block(unreachable(), switch.merge);
        }
        switch.incoming
    }

    /// Ends the switch and merges its cases' values as `id`: an OpPhi of
    /// `ty`, or OpUndef when no case gave one (every case returned nothing).
    pub fn close_switch_phi(&mut self, switch: Switch, ty: Id, id: Id) -> Id {
        let incoming = self.close_switch(switch);
        if incoming.is_empty() {
            self.emitter_as(id).op_ids(Op::Undef, ty, &[])
        } else {
            self.emitter_as(id).phi(ty, &incoming)
        }
    }
}

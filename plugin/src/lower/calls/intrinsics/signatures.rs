//! Signature checks for intrinsics that LLVM 15 or 16 does not define (newer
//! LLVMs do). LLVM's verifier checks the signature of every intrinsic it
//! knows; for these names it checks nothing, so a declaration with another
//! shape must be an error here rather than a malformed module. Each table
//! row names its shape (`Signature::Any` for the intrinsics LLVM checks).

use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::llvm::Type;
use crate::lower::LowerResult;

/// The signature of an intrinsic newer than LLVM 15 or 16, as a row declares
/// it: how the arguments relate to the result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Signature {
    /// Not checked here: LLVM's verifier checks every intrinsic it knows.
    Any,
    /// Float (or float vector) arguments, all of the result's type.
    SameFloat(usize),
    /// ldexp(x, n): x of the result's float type, n integers of its shape.
    Ldexp,
    /// frexp(x) -> {x's type, integers of x's shape}.
    Frexp,
    /// One float argument, a struct of two of its type (sincos, modf).
    Pair,
    /// A reduction: one vector argument whose element type is the result.
    Reduction,
    /// One argument of the result's type.
    Same,
    /// No arguments, an integer result (a query, as get.rounding).
    Query,
    /// One argument (a check's kind: metadata or an integer), an i1 result
    /// (allow.runtime.check).
    Predicate,
    /// Two integer arguments of one type, an integer result of their shape
    /// (a three-way comparison, as scmp).
    Compare,
}

/// Whether `a` and `b` are both scalars or vectors of one length.
fn same_length(a: Type, b: Type) -> bool {
    a.is_vector() == b.is_vector() && (!a.is_vector() || a.vector_len() == b.vector_len())
}

/// Checks call `i` of intrinsic `name` against its row's `shape` when LLVM
/// has not (an `llvm.*` name it does not know: intrinsic id 0).
pub(super) fn check_unverified(i: Call, signature: Signature, name: &str) -> LowerResult<()> {
    if signature == Signature::Any || i.called_operand().intrinsic_id() != 0 {
        return Ok(());
    }
    let args: Vec<Type> = i.call_args().into_iter().map(|a| a.ty()).collect();
    let result = i.ty();
    let ok = match signature {
        Signature::Any => true,
        Signature::SameFloat(n) => {
            result.scalar().is_float() && args.len() == n && args.iter().all(|&a| a == result)
        }
        Signature::Ldexp => {
            args.len() == 2
                && result.scalar().is_float()
                && args[0] == result
                && args[1].scalar().is_integer()
                && same_length(args[1], result)
        }
        Signature::Frexp => {
            let fields = if result.kind() == crate::llvm::TypeKind::Struct {
                result.struct_fields()
            } else {
                Vec::new()
            };
            args.len() == 1
                && args[0].scalar().is_float()
                && fields.len() == 2
                && fields[0] == args[0]
                && fields[1].scalar().is_integer()
                && same_length(fields[1], args[0])
        }
        Signature::Pair => {
            let fields = match result.kind() == crate::llvm::TypeKind::Struct {
                true => result.struct_fields(),
                false => Vec::new(),
            };
            args.len() == 1
                && args[0].scalar().is_float()
                && fields.len() == 2
                && fields.iter().all(|&f| f == args[0])
        }
        Signature::Reduction => {
            args.len() == 1 && args[0].is_vector() && args[0].element() == result && result.is_float()
        }
        Signature::Same => args.len() == 1 && args[0] == result,
        Signature::Query => args.is_empty() && result.is_integer(),
        Signature::Predicate => args.len() == 1 && result.is_integer() && result.int_width() == 1,
        Signature::Compare => {
            args.len() == 2
                && args[0] == args[1]
                && args[0].scalar().is_integer()
                && result.scalar().is_integer()
                && same_length(args[0], result)
        }
    };
    if ok {
        Ok(())
    } else {
        Err(LowerError::malformed(format!(
            "{name} is declared with a signature that does not match its definition in newer LLVM versions"
        )))
    }
}

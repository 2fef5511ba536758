//! LLVM address spaces -> SPIR-V storage classes: the one table of what each
//! address space is, read through the address-space map of the module being
//! translated.
//!
//! An LLVM address space is a number whose meaning is the front end's
//! convention. The default is SPIR's ("SPIR-V Representation in LLVM IR",
//! address spaces; clang's SPIR and SPIR-V targets, `spirv64-amd-amdhsa`
//! included): 0 private, 1 global, 2 constant, 3 local, 4 generic, 5 and 6
//! global device and global host (SPV_INTEL_usm_storage_classes). HIP, CUDA
//! and AMDGPU-style IR makes 0 generic instead (AMDGPU: 1 global, 2 region,
//! 3 local, 4 constant, 5 private). The `addrspace-map` option says which
//! number the IR uses for each SPIR address space, spelled as the reference
//! translator's `--spirv-addrspace-map` (which maps the other way, when it
//! reads SPIR-V): `from:to` pairs, `from` a SPIR address space (0-6), `to`
//! the IR's number (`0:5,2:4,4:0`; in an opt pipeline, where a comma ends the
//! pass, `0:5 2:4 4:0`); SPIR address spaces not named keep their
//! own number unless a pair gave it to another one. `amdgcn` names the
//! AMDGPU numbering, as the translator derives it from an `amdgcn` triple.
//!
//! The map travels in `Options` into `ModuleLowering::address_spaces`: two
//! modules translated in one process may use different maps.

use crate::diagnostics::LowerError;
use crate::llvm::{Opcode, Value};
use spirv_writer::spirv::{Op, StorageClass};

/// The SPIR address spaces in SPIR's numbering (index = SPIR number), with
/// their names and storage classes.
const SPIR: [(&str, StorageClass); 7] = [
    ("private", StorageClass::Function),
    ("global", StorageClass::CrossWorkgroup),
    ("constant", StorageClass::UniformConstant),
    ("local", StorageClass::Workgroup),
    ("generic", StorageClass::Generic),
    ("global device", StorageClass::DeviceOnlyINTEL),
    ("global host", StorageClass::HostOnlyINTEL),
];

/// AMDGPU's numbers for the SPIR address spaces (the translator's `amdgcn`
/// map): private 5, global 1, constant 4, local 3, generic (flat) 0; global
/// device and host are plain global memory there. Region (2) has no SPIR
/// address space.
const AMDGCN: [Option<u32>; 7] = [Some(5), Some(1), Some(4), Some(3), Some(0), Some(1), Some(1)];

/// The names `addrspace-map=` accepts besides pairs.
const PRESETS: &str = "spir, amdgcn, or from:to pairs such as 0:5,2:4,4:0";

/// Which LLVM address space the IR uses for each SPIR address space. Two
/// maps are equal iff they give every LLVM address space the same meaning
/// (see `normalized`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AddressSpaceMap {
    /// Indexed by SPIR number: the IR's number, `None` where the IR has none.
    numbers: [Option<u32>; 7],
}

impl Default for AddressSpaceMap {
    /// SPIR's numbering.
    fn default() -> Self {
        AddressSpaceMap { numbers: [0, 1, 2, 3, 4, 5, 6].map(Some) }
    }
}

impl AddressSpaceMap {
    /// Parses an `addrspace-map=` value: `spir`, `amdgcn`, or `from:to` pairs.
    pub fn parse(text: &str) -> Result<AddressSpaceMap, String> {
        match text.trim() {
            "spir" | "spirv" => return Ok(AddressSpaceMap::default()),
            "amdgcn" => return Ok(AddressSpaceMap::normalized(AMDGCN)),
            _ => {}
        }
        let mut explicit: [Option<u32>; 7] = [None; 7];
        // Pairs are separated by commas or, inside an opt pipeline (where a
        // comma ends the pass), by spaces; an empty piece between commas is malformed.
        let pairs = text.split(',').flat_map(|piece| {
            let words: Vec<&str> = piece.split_whitespace().collect();
            if words.is_empty() {
                vec![""]
            } else {
                words
            }
        });
        for pair in pairs {
            let bad = || format!("malformed addrspace-map entry '{pair}' (expected {PRESETS})");
            let (from, to) = pair.split_once(':').ok_or_else(bad)?;
            let from: usize = from.trim().parse().map_err(|_| bad())?;
            let to: u32 = to.trim().parse().map_err(|_| bad())?;
            let slot = explicit.get_mut(from).ok_or_else(|| {
                format!("addrspace-map entry '{pair}': {from} is not a SPIR address space ({})", spir_names())
            })?;
            if slot.replace(to).is_some() {
                return Err(format!("addrspace-map names SPIR address space {from} twice ('{text}')"));
            }
        }
        // A SPIR address space not named keeps its own number, unless a pair
        // gave that number to another one.
        let mut numbers = explicit;
        for (spir, number) in numbers.iter_mut().enumerate() {
            let own = spir as u32;
            if number.is_none() && !explicit.contains(&Some(own)) {
                *number = Some(own);
            }
        }
        Ok(AddressSpaceMap::normalized(numbers))
    }

    /// The map of `numbers`, where a number several SPIR address spaces
    /// share stays with the lowest one (the others have none), so that equal
    /// maps give every LLVM address space the same meaning.
    fn normalized(mut numbers: [Option<u32>; 7]) -> AddressSpaceMap {
        for spir in 0..numbers.len() {
            if numbers[..spir].contains(&numbers[spir]) {
                numbers[spir] = None;
            }
        }
        AddressSpaceMap { numbers }
    }

    /// The SPIR address space (its SPIR number) the IR's `address_space` is.
    fn spir(&self, address_space: u32) -> Option<usize> {
        self.numbers.iter().position(|&n| n == Some(address_space))
    }

    /// The storage class of LLVM address space `address_space`.
    pub fn storage_class(&self, address_space: u32) -> Result<StorageClass, LowerError> {
        match self.spir(address_space) {
            Some(spir) => Ok(SPIR[spir].1),
            None => Err(LowerError::no_equivalent_because(
                format!("address space {address_space}"),
                format!(
                    "the address-space map gives it no storage class: {}; addrspace-map= chooses the map",
                    self.describe()
                ),
            )),
        }
    }

    /// Whether LLVM address space `address_space` is `storage`.
    pub fn is(&self, address_space: u32, storage: StorageClass) -> bool {
        self.spir(address_space).is_some_and(|spir| SPIR[spir].1 == storage)
    }

    /// The LLVM address space the IR uses for `storage`, if any.
    pub fn number(&self, storage: StorageClass) -> Option<u32> {
        let spir = SPIR.iter().position(|&(_, s)| s == storage)?;
        self.numbers[spir]
    }

    /// The instruction of an `addrspacecast` between two different address
    /// spaces, `None` if SPIR-V has none: to and from generic, and
    /// (SPV_INTEL_usm_storage_classes) device-only and host-only USM pointers
    /// to and from global. Generic to USM is GenericCastToPtr to global
    /// first, then CrossWorkgroupCastToPtrINTEL (this gives the second step).
    /// Between two of the named spaces generic covers (private, global,
    /// local; `through_generic`) it is PtrCastToGeneric first, then
    /// GenericCastToPtr, which gives null when the pointer is not in the
    /// target space, as OpenCL's `to_global` does (this gives the second step).
    pub fn cast(&self, from: u32, to: u32) -> Result<Option<Op>, LowerError> {
        use StorageClass as S;
        if self.through_generic(from, to)? {
            return Ok(Some(Op::GenericCastToPtr));
        }
        let (from, to) = (self.storage_class(from)?, self.storage_class(to)?);
        let usm = |s: S| s == S::DeviceOnlyINTEL || s == S::HostOnlyINTEL;
        Ok(Some(match (from, to) {
            (S::Generic, _) if usm(to) => Op::CrossWorkgroupCastToPtrINTEL,
            (_, S::Generic) if from != S::Generic => Op::PtrCastToGeneric,
            (S::Generic, _) if to != S::Generic => Op::GenericCastToPtr,
            (_, S::CrossWorkgroup) if usm(from) => Op::PtrCastToCrossWorkgroupINTEL,
            (S::CrossWorkgroup, _) if usm(to) => Op::CrossWorkgroupCastToPtrINTEL,
            _ => return Ok(None),
        }))
    }

    /// Whether an `addrspacecast` from `from` to `to` goes through generic:
    /// two different named address spaces that generic pointers cover
    /// (OpPtrCastToGeneric takes Function, Workgroup and CrossWorkgroup).
    pub fn through_generic(&self, from: u32, to: u32) -> Result<bool, LowerError> {
        use StorageClass as S;
        let covered = |s: S| matches!(s, S::Function | S::Workgroup | S::CrossWorkgroup);
        let (from, to) = (self.storage_class(from)?, self.storage_class(to)?);
        Ok(from != to && covered(from) && covered(to))
    }

    /// Why an `addrspacecast` has no SPIR-V instruction.
    pub fn no_cast_reason(&self) -> String {
        let covered = "and between private, global and local (through generic)";
        match self.number(StorageClass::Generic) {
            Some(generic) => format!("only casts to and from generic, {generic}, {covered}"),
            None => format!(
                "only casts to and from generic, which the address-space map does not name, {covered}"
            ),
        }
    }

    /// The pointer before an address-space cast to generic from a named
    /// address space, if `v` is one; else `v`.
    pub fn strip_generic_cast(&self, v: Value) -> Value {
        let cast = v.opcode().or_else(|| v.const_opcode());
        if cast == Some(Opcode::AddrSpaceCast)
            && self.is(v.ty().address_space(), StorageClass::Generic)
            && !self.is(v.operand(0).ty().address_space(), StorageClass::Generic)
        {
            return v.operand(0);
        }
        v
    }

    /// The named address space a generic pointer was made from, when every way
    /// back (getelementptr, bitcasts, `inttoptr` of a `ptrtoint`, phis, selects,
    /// loads of a private slot) starts in the same one: HIP's front ends make
    /// generic pointers from the global arguments by `addrspacecast` or, clang 22,
    /// `ptrtoint`/`inttoptr`, or at -O0 by storing them and loading them generic.
    pub fn generic_origin(&self, v: Value) -> Option<u32> {
        const LIMIT: usize = 64; // values visited: a longer chain stays generic
        let (mut seen, mut todo, mut found) = (indexmap::IndexSet::new(), vec![v], None);
        while let Some(v) = todo.pop() {
            if !seen.insert(v) {
                continue;
            }
            if seen.len() > LIMIT {
                return None;
            }
            if v.ty().is_pointer() && !self.is(v.ty().address_space(), StorageClass::Generic) {
                let space = v.ty().address_space();
                if found.replace(space).is_some_and(|other| other != space) {
                    return None;
                }
                continue;
            }
            match v.opcode().or_else(|| v.const_opcode())? {
                Opcode::AddrSpaceCast
                | Opcode::GetElementPtr
                | Opcode::BitCast
                | Opcode::IntToPtr
                | Opcode::PtrToInt => todo.push(v.operand(0)),
                Opcode::Select => todo.extend([v.operand(1), v.operand(2)]),
                Opcode::Phi => todo.extend(v.as_phi()?.incoming().map(|(x, _)| x)),
                Opcode::Load => todo.extend(stored_into(v.operand(0))?),
                _ => return None,
            }
        }
        found
    }

    /// "0 private, 1 global, ...", in the IR's numbers.
    pub fn describe(&self) -> String {
        let mut named: Vec<(u32, &str)> =
            (0..SPIR.len()).filter_map(|spir| self.numbers[spir].map(|n| (n, SPIR[spir].0))).collect();
        named.sort();
        named.iter().map(|(n, name)| format!("{n} {name}")).collect::<Vec<_>>().join(", ")
    }
}

/// The values stored into the slot `pointer` points to, when it is an alloca
/// used only by loads and stores into it (directly or through address-space
/// casts), as clang -O0 keeps each argument and local; else None.
fn stored_into(pointer: Value) -> Option<Vec<Value>> {
    let mut slot = pointer;
    while slot.opcode() == Some(Opcode::AddrSpaceCast) {
        slot = slot.operand(0);
    }
    if slot.opcode() != Some(Opcode::Alloca) {
        return None;
    }
    let (mut stored, mut views) = (Vec::new(), vec![slot]);
    while let Some(view) = views.pop() {
        for user in view.users() {
            match user.opcode() {
                Some(Opcode::AddrSpaceCast) => views.push(user),
                Some(Opcode::Load) => {}
                Some(Opcode::Store) if user.operand(1) == view && user.operand(0) != view => {
                    stored.push(user.operand(0))
                }
                _ => return None,
            }
        }
    }
    Some(stored)
}

/// "0 private, 1 global, ..." in SPIR's numbers.
fn spir_names() -> String {
    AddressSpaceMap::default().describe()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spir_is_the_default() {
        let spir = AddressSpaceMap::default();
        assert_eq!(AddressSpaceMap::parse("spir"), Ok(spir));
        assert_eq!(AddressSpaceMap::parse("0:0,4:4"), Ok(spir));
        assert_eq!(spir.storage_class(0).unwrap(), StorageClass::Function);
        assert_eq!(spir.storage_class(4).unwrap(), StorageClass::Generic);
        assert_eq!(spir.storage_class(6).unwrap(), StorageClass::HostOnlyINTEL);
        assert!(spir.storage_class(7).is_err());
        assert_eq!(
            spir.describe(),
            "0 private, 1 global, 2 constant, 3 local, 4 generic, 5 global device, 6 global host"
        );
    }

    #[test]
    fn amdgcn_numbering() {
        let amd = AddressSpaceMap::parse("amdgcn").unwrap();
        // The same numbering as pairs (global device and host are global there).
        let pairs = AddressSpaceMap::parse("0:5,1:1,2:4,3:3,4:0,5:1,6:1").unwrap();
        assert_eq!(amd, pairs);
        assert_eq!(AddressSpaceMap::parse("0:5 1:1  2:4 3:3 4:0 5:1 6:1"), Ok(amd));
        assert_eq!(amd.storage_class(0).unwrap(), StorageClass::Generic);
        assert_eq!(amd.storage_class(1).unwrap(), StorageClass::CrossWorkgroup);
        assert_eq!(amd.storage_class(3).unwrap(), StorageClass::Workgroup);
        assert_eq!(amd.storage_class(4).unwrap(), StorageClass::UniformConstant);
        assert_eq!(amd.storage_class(5).unwrap(), StorageClass::Function);
        let region = amd.storage_class(2).unwrap_err().to_string();
        assert!(region.contains("address space 2 has no SPIR-V equivalent"), "{region}");
        assert!(region.contains("0 generic, 1 global, 3 local, 4 constant, 5 private"), "{region}");
        assert!(amd.storage_class(6).is_err());
        assert_eq!(amd.number(StorageClass::Generic), Some(0));
        assert_eq!(amd.number(StorageClass::DeviceOnlyINTEL), None);
        assert_eq!(amd.cast(5, 0).unwrap(), Some(Op::PtrCastToGeneric));
        assert_eq!(amd.cast(0, 1).unwrap(), Some(Op::GenericCastToPtr));
        assert_eq!(amd.cast(1, 3).unwrap(), Some(Op::GenericCastToPtr));
        assert!(amd.through_generic(3, 1).unwrap());
        assert!(!amd.through_generic(0, 1).unwrap());
        assert_eq!(amd.cast(4, 1).unwrap(), None);
        assert!(amd.no_cast_reason().starts_with("only casts to and from generic, 0, and between"));
    }

    #[test]
    fn partial_maps_keep_the_other_numbers() {
        // Generic at 0, private at 4: the two swapped, the rest SPIR's.
        let swapped = AddressSpaceMap::parse("0:4,4:0").unwrap();
        assert_eq!(swapped.storage_class(0).unwrap(), StorageClass::Generic);
        assert_eq!(swapped.storage_class(4).unwrap(), StorageClass::Function);
        assert_eq!(swapped.storage_class(5).unwrap(), StorageClass::DeviceOnlyINTEL);
        // Private moved to 5 alone: 5 is no longer global device, and 0 is nothing.
        let moved = AddressSpaceMap::parse("0:5").unwrap();
        assert_eq!(moved.storage_class(5).unwrap(), StorageClass::Function);
        assert!(moved.storage_class(0).is_err());
        assert_eq!(moved.number(StorageClass::DeviceOnlyINTEL), None);
    }

    #[test]
    fn bad_maps_are_errors() {
        for (text, expected) in [
            ("bad", "malformed addrspace-map entry 'bad'"),
            ("0:", "malformed addrspace-map entry '0:'"),
            ("0:5,,4:0", "malformed addrspace-map entry ''"),
            ("x:1", "malformed addrspace-map entry 'x:1'"),
            ("9:0", "9 is not a SPIR address space (0 private,"),
            ("0:5,0:4", "names SPIR address space 0 twice"),
        ] {
            let error = AddressSpaceMap::parse(text).unwrap_err();
            assert!(error.contains(expected), "{text}: {error}");
        }
    }
}

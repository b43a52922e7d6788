//! The rows of an Arrow argument as bytes, strings, revisions or flags, whatever
//! the array's string or binary layout; an argument of one row stands for every row.

use arrow_array::cast::AsArray;
use arrow_array::{
    Array, BinaryArray, BinaryViewArray, BooleanArray, LargeBinaryArray, LargeStringArray,
    StringArray, StringViewArray,
};
use arrow_schema::DataType;
use urispec::Revision;

/// A string or binary column (or a single value broadcast to every row).
pub enum Texts<'a> {
    /// `utf8`.
    Utf8(&'a StringArray),
    /// `large_utf8`.
    LargeUtf8(&'a LargeStringArray),
    /// `utf8_view` (Polars' strings).
    Utf8View(&'a StringViewArray),
    /// `binary`.
    Binary(&'a BinaryArray),
    /// `large_binary`.
    LargeBinary(&'a LargeBinaryArray),
    /// `binary_view` (Polars' binary).
    BinaryView(&'a BinaryViewArray),
    /// A dictionary-encoded column (Polars' `Categorical` and `Enum`, pyarrow's
    /// `dictionary`, the `ENUM` of `DuckDB`): its values, and each row's index into them
    /// (`None` for a null row).
    Dictionary(Box<Texts<'a>>, Vec<Option<usize>>),
    /// A column of the `null` type: every row null.
    Null,
}

impl<'a> Texts<'a> {
    /// The rows of `array`, or why it is no string or binary column.
    pub fn new(array: &'a dyn Array) -> Result<Self, String> {
        Ok(match array.data_type() {
            DataType::Utf8 => Self::Utf8(array.as_string()),
            DataType::LargeUtf8 => Self::LargeUtf8(array.as_string()),
            DataType::Utf8View => Self::Utf8View(array.as_string_view()),
            DataType::Binary => Self::Binary(array.as_binary()),
            DataType::LargeBinary => Self::LargeBinary(array.as_binary()),
            DataType::BinaryView => Self::BinaryView(array.as_binary_view()),
            DataType::Dictionary(_, _) => {
                let dictionary = array.as_any_dictionary();
                let keys = dictionary.normalized_keys();
                let rows = (0..array.len())
                    .map(|i| array.is_valid(i).then(|| keys[i]))
                    .collect();
                Self::Dictionary(Box::new(Self::new(dictionary.values().as_ref())?), rows)
            }
            DataType::Null => Self::Null,
            other => return Err(format!("expected a string or binary column, got {other}")),
        })
    }

    /// Row `i` (row 0 of a one-row argument), `None` when null.
    pub fn get(&self, i: usize) -> Option<&'a [u8]> {
        fn at<A: Array>(a: &A, i: usize) -> Option<usize> {
            let i = if a.len() == 1 { 0 } else { i };
            a.is_valid(i).then_some(i)
        }
        match self {
            Self::Utf8(a) => at(*a, i).map(|i| a.value(i).as_bytes()),
            Self::LargeUtf8(a) => at(*a, i).map(|i| a.value(i).as_bytes()),
            Self::Utf8View(a) => at(*a, i).map(|i| a.value(i).as_bytes()),
            Self::Binary(a) => at(*a, i).map(|i| a.value(i)),
            Self::LargeBinary(a) => at(*a, i).map(|i| a.value(i)),
            Self::BinaryView(a) => at(*a, i).map(|i| a.value(i)),
            Self::Dictionary(values, rows) => {
                let i = if rows.len() == 1 { 0 } else { i };
                rows.get(i).copied().flatten().and_then(|k| values.get(k))
            }
            Self::Null => None,
        }
    }

    /// Row `i` as text: `None` when null or not UTF-8.
    pub fn str(&self, i: usize) -> Option<&'a str> {
        self.get(i).and_then(|b| std::str::from_utf8(b).ok())
    }
}

/// A column of revision ids or aliases, the last one looked up remembered.
pub struct Revisions<'a> {
    texts: Texts<'a>,
    last: Option<(&'a [u8], Revision)>,
}

impl<'a> Revisions<'a> {
    /// The revisions of `array`.
    pub fn new(array: &'a dyn Array) -> Result<Self, String> {
        Ok(Self {
            texts: Texts::new(array)?,
            last: None,
        })
    }

    /// Row `i`'s revision (`None` when null); an unknown name is an error.
    pub fn get(&mut self, i: usize) -> Result<Option<Revision>, String> {
        let Some(name) = self.texts.get(i) else {
            return Ok(None);
        };
        if let Some((last, rev)) = self.last
            && last == name
        {
            return Ok(Some(rev));
        }
        let text = String::from_utf8_lossy(name);
        let rev: Revision = text
            .parse()
            .map_err(|e: urispec::UnknownRevision| e.to_string())?;
        self.last = Some((name, rev));
        Ok(Some(rev))
    }
}

/// The value of a one-row boolean argument (`false` when null).
pub fn flag(array: &dyn Array) -> Result<bool, String> {
    match array.data_type() {
        DataType::Boolean => {
            let a: &BooleanArray = array.as_boolean();
            Ok(!a.is_empty() && a.is_valid(0) && a.value(0))
        }
        DataType::Null => Ok(false),
        other => Err(format!("expected a boolean argument, got {other}")),
    }
}

//! Typed handles into arenas: a `Handle<T>` is a 32-bit index that can only be
//! used with the arena of `T` values it came from.

use std::fmt;
use std::marker::PhantomData;
use std::num::NonZeroU32;

/// An index into an `Arena<T>`; `Option<Handle<T>>` is 4 bytes.
pub struct Handle<T> {
    index: NonZeroU32,
    marker: PhantomData<fn() -> T>,
}

impl<T> Handle<T> {
    fn new(index: usize) -> Self {
        let raw = u32::try_from(index + 1).ok().and_then(NonZeroU32::new).expect("an arena holds fewer than 2^32 - 1 items");
        Handle { index: raw, marker: PhantomData }
    }
    /// The position in the arena.
    pub fn index(self) -> usize {
        self.index.get() as usize - 1
    }
}

impl<T> Clone for Handle<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Handle<T> {}
impl<T> PartialEq for Handle<T> {
    fn eq(&self, other: &Self) -> bool {
        self.index == other.index
    }
}
impl<T> Eq for Handle<T> {}
impl<T> PartialOrd for Handle<T> {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl<T> Ord for Handle<T> {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.index.cmp(&other.index)
    }
}
impl<T> std::hash::Hash for Handle<T> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.index.hash(state)
    }
}
impl<T> fmt::Debug for Handle<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = std::any::type_name::<T>().rsplit("::").next().unwrap_or("?");
        write!(f, "{name}#{}", self.index())
    }
}

/// A growable store of `T` values addressed by `Handle<T>`.
#[derive(Clone, Debug)]
pub struct Arena<T> {
    items: Vec<T>,
}

impl<T> Default for Arena<T> {
    fn default() -> Self {
        Arena { items: Vec::new() }
    }
}

impl<T> Arena<T> {
    pub fn push(&mut self, value: T) -> Handle<T> {
        self.items.push(value);
        Handle::new(self.items.len() - 1)
    }
    pub fn len(&self) -> usize {
        self.items.len()
    }
    /// Makes room for `additional` more items up front.
    pub fn reserve(&mut self, additional: usize) {
        self.items.reserve(additional);
    }
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
    /// Whether `h` addresses an item of this arena.
    pub fn contains(&self, h: Handle<T>) -> bool {
        h.index() < self.items.len()
    }
    pub fn iter(&self) -> impl Iterator<Item = (Handle<T>, &T)> {
        self.items.iter().enumerate().map(|(i, v)| (Handle::new(i), v))
    }
    pub fn iter_mut(&mut self) -> impl Iterator<Item = (Handle<T>, &mut T)> {
        self.items.iter_mut().enumerate().map(|(i, v)| (Handle::new(i), v))
    }
}

impl<T> std::ops::Index<Handle<T>> for Arena<T> {
    type Output = T;
    fn index(&self, h: Handle<T>) -> &T {
        &self.items[h.index()]
    }
}

impl<T> std::ops::IndexMut<Handle<T>> for Arena<T> {
    fn index_mut(&mut self, h: Handle<T>) -> &mut T {
        &mut self.items[h.index()]
    }
}

// Package infocmd is "bao datagen info": the samples of training-data
// files counted per variant (package datagen's WriteInfo). It owns the
// command's flags and help; it imports cli and datagen, and no other
// command's package.
package infocmd

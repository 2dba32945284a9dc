package main

func runDatagenSuite(e *env) error { return usagef("datagen suite: not yet") }

#!/usr/bin/env node
import { runTs } from "./run-ts.mjs";

runTs("cli.ts");

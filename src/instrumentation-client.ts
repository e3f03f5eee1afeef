import { runZodWithoutEval } from "@/lib/zod/without-eval";

// Next runs this before any other browser code of the site.
runZodWithoutEval();

/**
 * Puts the site's publisher register in force before each test file (vitest.config.ts): a test that
 * validates a source or a dataset on its own, without loading the content folder, still reads each
 * source's publisher and tier from it (decision 0037).
 */
import path from "node:path";
import { loadPublishers } from "../app/lib/content/load";

loadPublishers(path.resolve("app/content/publishers.yaml"), []);

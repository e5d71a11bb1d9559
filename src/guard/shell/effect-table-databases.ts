/**
 * Databases' own tools, ORMs and migration CLIs for the effect table
 * (effect-table.ts), in its rows and with its meaning, from their own
 * documentation: status, listings and the SQL they print read; generating a
 * migration writes in the tree; applying one changes the database; undoing,
 * dropping and resetting delete from it. effect-table-tools.ts gathers these
 * rows with its own. (What a database client runs is its statements', judged
 * in effect-specials.ts.)
 */
import type { Row } from "./effect-table.ts";
import type { Effect } from "./effects.ts";

const R: Effect = "reads";
const W: Effect = "writes";
const D: Effect = "deletes";

/** sqlx (and cargo sqlx): migrations as the others'; prepare writes the query data for offline builds (--check compares). */
export const SQLX: Row = {
  sub: {
    migrate: { sub: { info: R, add: W, run: "system", revert: D } },
    prepare: { is: W, reads: "--check" },
    database: { sub: { "drop reset": D, "create setup": "system" } },
  },
};

/** The database tools' and ORM/migration CLIs' rows, by program. */
export const DATABASES: Record<string, Row | Effect> = {
  // mongoexport prints the documents it reads (or writes them to --out); mongoimport writes them into a collection,
  // dropping it first with --drop, deleting with --mode delete; mongofiles lists, gets, puts and deletes GridFS files.
  mongoexport: { is: R, opts: { "-o --out": W } },
  mongoimport: { is: "system", opts: { "--drop --mode": D } },
  mongofiles: { valued: "-d --db --uri -h --host --port -u --username -p --password --prefix -l --local -t --type --authenticationDatabase", sub: { "list search": R, "get get_id": W, "put put_id replace": "system", "delete delete_id": D } },
  // datasette serves the databases it is given (the default); inspect prints their tables' counts.
  datasette: { is: "sends", sub: { serve: "sends", inspect: { is: R, opts: { "--inspect-file": W } }, plugins: R, publish: "sends", package: W, "install uninstall": "installs" } },
  "sequelize sequelize-cli": {
    sub: {
      "db:migrate:status help version": R,
      "db:migrate db:seed db:seed:all db:create": "system",
      "db:migrate:undo db:migrate:undo:all db:seed:undo db:seed:undo:all db:drop": D,
      "init init:config init:migrations init:models init:seeders migration:generate migration:create model:generate model:create seed:generate seed:create": W,
    },
  },
  // MikroORM: its schema commands print the SQL with --dump and run it with --run; migrations as the others'.
  "mikro-orm": {
    sub: {
      "debug migration:list migration:pending migration:check": R,
      "schema:create schema:update": { is: "system", dry: "--dump -d" },
      "schema:drop schema:fresh": { is: D, dry: "--dump -d" },
      "migration:up seeder:run database:create database:import": "system",
      "migration:down migration:fresh": D,
      "migration:create seeder:create cache:generate cache:clear": W,
      "generate-entities": { is: R, opts: { "-s --save": W } },
    },
  },
  // kysely-ctl (kysely): migrations and seeds as the others'; sql runs what it is given.
  kysely: {
    sub: {
      "migrate:list help": R,
      "migrate:latest migrate:up seed:run": "system",
      "migrate:down migrate:rollback": D,
      "migrate:make seed:make init": W,
    },
  },
  sqlx: SQLX,
  knex: {
    sub: {
      "migrate:status migrate:list migrate:currentVersion help": R,
      "migrate:make seed:make init": W,
      "migrate:latest migrate:up seed:run migrate:unlock": "system",
      "migrate:rollback migrate:down": D,
    },
  },
};

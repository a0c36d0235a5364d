import type { Kysely, Migration } from 'kysely'

/**
 * Users, their items and preferences. Portable: only types and constraints both SQLite and
 * PostgreSQL have (text, integer, foreign keys with cascade, composite indexes).
 */
export const workspace0001: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('items')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('bytes', 'integer', (c) => c.notNull())
      .addColumn('entries', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('sharing', 'text', (c) => c.notNull().defaultTo('private'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('items_owner_kind_client', ['owner', 'kind', 'client_id'])
      .execute()
    // A user's list of one kind, newest first.
    await db.schema
      .createIndex('items_owner_kind_created')
      .on('items')
      .columns(['owner', 'kind', 'created_at'])
      .execute()
    // The team's shared items of one kind.
    await db.schema
      .createIndex('items_kind_sharing')
      .on('items')
      .columns(['kind', 'sharing'])
      .execute()
    await db.schema
      .createTable('preferences')
      .addColumn('user_id', 'text', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('bytes', 'integer', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('preferences').execute()
    await db.schema.dropTable('items').execute()
    await db.schema.dropTable('users').execute()
  },
}

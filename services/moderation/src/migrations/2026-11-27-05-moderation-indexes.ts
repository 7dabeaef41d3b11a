import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // The audit log of one item by its id alone (GET /api/moderation/audit?targetId=, what the report
  // page asks about a person) and with its type: target ids are UUIDs, so the id finds the item and
  // the type, kept in the index, only confirms it (counts stay index-only). Replaces
  // audit_entries_target (target_type, target_id, at), which this serves as well.
  await sql`CREATE INDEX audit_entries_target_id ON audit_entries (target_id, at DESC) INCLUDE (target_type)`.execute(db);
  await sql`DROP INDEX audit_entries_target`.execute(db);
  // Everything recorded with a report (a report page's audit trail: the item's reports' entries).
  await sql`CREATE INDEX audit_entries_report ON audit_entries (report_id, at DESC) WHERE report_id IS NOT NULL`.execute(db);

  // The console's counts by status and type, and the queue's totals, read from the index alone.
  await sql`CREATE INDEX reports_status_type ON reports (status, report_type) WHERE deleted_at IS NULL`.execute(db);
  // It counted an item's open reports (now report_items below). Closing finds them through
  // reports_by_item; and filing's already-reported check, which the planner sent here (as cheap as
  // the unique index by its estimates) to read all of a hot item's open reports, takes the unique
  // index reports_one_open_per_reporter.
  await sql`DROP INDEX reports_open_by_item`.execute(db);

  // One row per reported item (every item with a report, deleted or not, has one): how many open
  // reports it has, the queue's reporterCount and its 'reporters' sort. Kept exact by the triggers
  // below, in the transaction of whatever writes reports (filing, closing, reopening, deleting,
  // a seed): filings on one item take turns on its row for the rest of their transaction (the
  // upsert adds 1), filings on different items do not meet.
  await sql`
    CREATE TABLE report_items (
      report_type text NOT NULL,
      item_id uuid NOT NULL,
      open_count integer NOT NULL DEFAULT 0,
      PRIMARY KEY (report_type, item_id)
    )`.execute(db);
  // The 'reporters' sort walks the items from the most open reports down, one count at a time,
  // and reads only the reports of the items it needs for the page (reports_by_item).
  await sql`CREATE INDEX report_items_by_open ON report_items (open_count DESC)`.execute(db);
  await sql`
    INSERT INTO report_items (report_type, item_id, open_count)
    SELECT report_type, item_id, count(*) FILTER (WHERE status IN ('Pending', 'Reviewing') AND deleted_at IS NULL)
      FROM reports GROUP BY report_type, item_id`.execute(db);

  // Statement triggers with transition tables: a statement that writes many reports (closing an
  // item's open reports, a seed) changes each item's row once, in key order so that two writers
  // never take rows in opposite orders. search_path is fixed to this schema: writers whose own
  // search_path is another (a seed on a plain connection) still reach report_items.
  const open = sql`status IN ('Pending', 'Reviewing') AND deleted_at IS NULL`;
  await sql`
    CREATE FUNCTION report_items_apply() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        -- Every new report's item gets its row, counted or not.
        INSERT INTO report_items AS c (report_type, item_id, open_count)
        SELECT report_type, item_id, count(*) FILTER (WHERE ${open})
          FROM new_reports GROUP BY report_type, item_id ORDER BY report_type, item_id
        ON CONFLICT (report_type, item_id) DO UPDATE SET open_count = c.open_count + EXCLUDED.open_count
         WHERE EXCLUDED.open_count <> 0;
      ELSIF TG_OP = 'UPDATE' THEN
        INSERT INTO report_items AS c (report_type, item_id, open_count)
        SELECT report_type, item_id, sum(d)::int
          FROM (
            SELECT report_type, item_id, -1 AS d FROM old_reports WHERE ${open}
            UNION ALL
            SELECT report_type, item_id, 1 FROM new_reports WHERE ${open}
            UNION ALL
            -- A report moved to another item (nothing does this today): that item has its row too.
            SELECT n.report_type, n.item_id, 0 FROM new_reports n JOIN old_reports o ON o.id = n.id
             WHERE (n.report_type, n.item_id) IS DISTINCT FROM (o.report_type, o.item_id)
          ) changed
         GROUP BY report_type, item_id
        HAVING sum(d) <> 0 OR bool_or(d = 0)
         ORDER BY report_type, item_id
        ON CONFLICT (report_type, item_id) DO UPDATE SET open_count = c.open_count + EXCLUDED.open_count;
      ELSE
        UPDATE report_items c SET open_count = c.open_count - gone.n
          FROM (SELECT report_type, item_id, count(*)::int AS n FROM old_reports WHERE ${open} GROUP BY report_type, item_id ORDER BY report_type, item_id) gone
         WHERE c.report_type = gone.report_type AND c.item_id = gone.item_id;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER report_items_on_insert AFTER INSERT ON reports
    REFERENCING NEW TABLE AS new_reports FOR EACH STATEMENT EXECUTE FUNCTION report_items_apply()`.execute(db);
  await sql`
    CREATE TRIGGER report_items_on_update AFTER UPDATE ON reports
    REFERENCING OLD TABLE AS old_reports NEW TABLE AS new_reports FOR EACH STATEMENT EXECUTE FUNCTION report_items_apply()`.execute(db);
  await sql`
    CREATE TRIGGER report_items_on_delete AFTER DELETE ON reports
    REFERENCING OLD TABLE AS old_reports FOR EACH STATEMENT EXECUTE FUNCTION report_items_apply()`.execute(db);
}

-- Writers of published content take turns, one transaction at a time per site. The counts kept by
-- the triggers of 0023 and 0024 are rows that many publications update: a transaction writes an
-- article once per language, each statement taking its count rows in key order, so two of them
-- could hold rows the other needs next and deadlock. The editorial transactions take this lock
-- before anything else (content_writes_lock(), called by the server before it locks the item); the
-- statement triggers below take it for any other writer, before the statement changes a row. An
-- advisory lock held to the end of the transaction; its key names the schema, so two sites in one
-- database do not wait on each other.
CREATE FUNCTION content_writes_lock() RETURNS void LANGUAGE sql SET search_path FROM CURRENT AS $$
	SELECT pg_advisory_xact_lock(hashtextextended('lumiere content writes ' || current_schema(), 0));
$$;
--> statement-breakpoint
CREATE FUNCTION content_writes_take_turn() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
	PERFORM content_writes_lock();
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER content_writes_take_turn BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON articles
	FOR EACH STATEMENT EXECUTE FUNCTION content_writes_take_turn();
--> statement-breakpoint
CREATE TRIGGER content_writes_take_turn BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON pages
	FOR EACH STATEMENT EXECUTE FUNCTION content_writes_take_turn();

-- Every API process keeps settings, levels, the main currency and the currencies in memory. Any
-- change to those tables, by the API or by hand, tells every listening process to drop its copy
-- (delivered when the changing transaction commits).
CREATE FUNCTION openpresale_config_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('openpresale_config', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings FOR EACH STATEMENT EXECUTE FUNCTION openpresale_config_changed();
--> statement-breakpoint
CREATE TRIGGER status_levels_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON status_levels FOR EACH STATEMENT EXECUTE FUNCTION openpresale_config_changed();
--> statement-breakpoint
CREATE TRIGGER main_currency_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON main_currency FOR EACH STATEMENT EXECUTE FUNCTION openpresale_config_changed();
--> statement-breakpoint
CREATE TRIGGER cryptos_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cryptos FOR EACH STATEMENT EXECUTE FUNCTION openpresale_config_changed();

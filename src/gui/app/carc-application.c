/* carc-application.c: the application object
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-application.h"
#include "carc-e2e-probe.h"
#include "carc-screenshot.h"
#include "carc-window.h"
#include "carc-text.h"

struct _CarcApplication
{
  AdwApplication  parent_instance;

  /* --screenshot=FILE: save the main window to FILE once drawn, then quit */
  char           *screenshot_path;
  guint           screenshot_started : 1;
  /* --print-text: with --screenshot, also print the text the window shows
   * (what a test of the translations or a translator checks) */
  guint           print_text : 1;
  int             exit_status;
};

G_DEFINE_FINAL_TYPE (CarcApplication, carc_application, ADW_TYPE_APPLICATION)

/* Prints the text of every label that is drawn, one a line, in the order of
 * the widget tree. */
static void
print_visible_text (GtkWidget *widget)
{
  if (!gtk_widget_is_drawable (widget))
    return;

  if (GTK_IS_LABEL (widget))
    {
      const char *text = gtk_label_get_text (GTK_LABEL (widget));

      if (text != NULL && text[0] != '\0')
        g_print ("%s\n", text);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    print_visible_text (child);
}

static void
screenshot_saved_cb (GObject      *object,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(CarcApplication) self = user_data;
  g_autoptr(GError) error = NULL;

  if (carc_widget_save_png_finish (GTK_WIDGET (object), result, &error))
    {
      g_autofree char *display_name = carc_display_path (self->screenshot_path);
      g_autofree char *message = g_strdup_printf (_("Saved a screenshot to “%s”"), display_name);

      g_print ("%s\n", message);
      if (self->print_text)
        print_visible_text (GTK_WIDGET (object));
    }
  else
    {
      g_printerr ("%s\n", error->message);
      self->exit_status = 1;
    }

  g_application_release (G_APPLICATION (self));
  g_application_quit (G_APPLICATION (self));
}

static void
carc_application_quit_action (GSimpleAction *action,
                              GVariant      *parameter,
                              gpointer       user_data)
{
  g_application_quit (G_APPLICATION (user_data));
}

static void
carc_application_about_action (GSimpleAction *action,
                               GVariant      *parameter,
                               gpointer       user_data)
{
  CarcApplication *self = user_data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  const char *developers[] = {
    "The Carcassonne Companion authors",
    NULL
  };

  adw_show_about_window (window,
                         "application-name", _("Carcassonne Companion"),
                         "application-icon", APP_ID,
                         "developer-name", _("The Carcassonne Companion authors"),
                         "version", PACKAGE_VERSION,
                         "comments", _("A companion for playing Carcassonne with a real box: "
                                       "enter each tile, and the app checks the move and keeps "
                                       "the score.\n\n"
                                       "Carcassonne is a board game by Klaus-Jürgen Wrede, "
                                       "published by Hans im Glück. This app is not affiliated "
                                       "with its publishers and contains no artwork from the game."),
                         "developers", developers,
                         /* Translators: Replace "translator-credits" with your name/username, and optionally an email or URL. */
                         "translator-credits", _("translator-credits"),
                         "copyright", _("© 2026 The Carcassonne Companion authors"),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         NULL);
}

static const GActionEntry app_actions[] = {
  { "quit", carc_application_quit_action },
  { "about", carc_application_about_action },
};

static int
carc_application_handle_local_options (GApplication *app,
                                       GVariantDict *options)
{
  CarcApplication *self = CARC_APPLICATION (app);
  const char *path = NULL;

  if (g_variant_dict_contains (options, "print-text"))
    self->print_text = TRUE;

  if (g_variant_dict_lookup (options, "screenshot", "^&ay", &path) && path[0] != '\0')
    {
      g_free (self->screenshot_path);
      self->screenshot_path = g_canonicalize_filename (path, NULL);

      /* Capture this process's own window even if the app is already running. */
      g_application_set_flags (app, g_application_get_flags (app) | G_APPLICATION_NON_UNIQUE);
    }

  return G_APPLICATION_CLASS (carc_application_parent_class)->handle_local_options (app, options);
}

static void
carc_application_startup (GApplication *app)
{
  GtkApplication *gtk_app = GTK_APPLICATION (app);

  G_APPLICATION_CLASS (carc_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (app),
                                   app_actions, G_N_ELEMENTS (app_actions),
                                   app);

  gtk_application_set_accels_for_action (gtk_app, "app.quit",
                                         (const char *[]) { "<primary>q", NULL });
  gtk_application_set_accels_for_action (gtk_app, "window.close",
                                         (const char *[]) { "<primary>w", NULL });
  /* only with CARC_E2E_PROBE set: the end-to-end test's view of the screen */
  carc_e2e_probe_install (app);
}

static void
carc_application_activate (GApplication *app)
{
  CarcApplication *self = CARC_APPLICATION (app);
  GtkWindow *window = NULL;

  /* Single instance, single main window: activating again presents it. */
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    {
      if (CARC_IS_WINDOW (l->data))
        {
          window = l->data;
          break;
        }
    }

  if (window == NULL)
    window = GTK_WINDOW (carc_window_new (self));

  gtk_window_present (window);

  if (self->screenshot_path != NULL && !self->screenshot_started)
    {
      self->screenshot_started = TRUE;
      g_application_hold (app);
      carc_widget_save_png_async (GTK_WIDGET (window),
                                  self->screenshot_path,
                                  NULL,
                                  screenshot_saved_cb,
                                  g_object_ref (self));
    }
}

static void
carc_application_finalize (GObject *object)
{
  CarcApplication *self = CARC_APPLICATION (object);

  g_clear_pointer (&self->screenshot_path, g_free);

  G_OBJECT_CLASS (carc_application_parent_class)->finalize (object);
}

static void
carc_application_class_init (CarcApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->finalize = carc_application_finalize;

  app_class->handle_local_options = carc_application_handle_local_options;
  app_class->startup = carc_application_startup;
  app_class->activate = carc_application_activate;
}

static void
carc_application_init (CarcApplication *self)
{
  g_application_add_main_option (G_APPLICATION (self),
                                 "screenshot", 0,
                                 G_OPTION_FLAG_NONE,
                                 G_OPTION_ARG_FILENAME,
                                 _("Save a PNG screenshot of the main window to FILE, then quit"),
                                 /* Translators: the argument of --screenshot */
                                 _("FILE"));
  /* Hidden: for the tests that check a translated screen, and translators */
  g_application_add_main_option (G_APPLICATION (self),
                                 "print-text", 0,
                                 G_OPTION_FLAG_HIDDEN,
                                 G_OPTION_ARG_NONE,
                                 "With --screenshot, also print the text the window shows",
                                 NULL);
}

CarcApplication *
carc_application_new (void)
{
  return g_object_new (CARC_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_DEFAULT_FLAGS,
                       "resource-base-path", APP_RESOURCE_PATH,
                       NULL);
}

/**
 * carc_application_get_exit_status:
 * @self: a #CarcApplication
 *
 * Returns: 0, or 1 if a requested screenshot could not be saved
 */
int
carc_application_get_exit_status (CarcApplication *self)
{
  g_return_val_if_fail (CARC_IS_APPLICATION (self), 1);

  return self->exit_status;
}
